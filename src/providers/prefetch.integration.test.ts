/**
 * The first page's routes and schemas, asked for at login (issue 11 §4), against the real
 * platform in-process: each answer is taken once, and a logout drops what nobody took.
 */
import { ADMIN, loggedInPlatform } from '../../test/support/platformClient';
import { session } from '../api';
import { authProvider } from './authProvider';
import { prefetchFirstPage, takeRoutes, takeSchemas } from './prefetch';

loggedInPlatform(ADMIN);

describe('prefetchFirstPage', () => {
  it("hands the console the login's routes and schemas once", async () => {
    prefetchFirstPage();
    const routes = await takeRoutes();
    expect(routes?.length).toBeGreaterThan(0);
    expect(session.get().permissionRoutes).toBe(routes);
    const schemas = await takeSchemas();
    expect(schemas?.entities.map((e) => e['x-ui'].resource)).toContain('device');
    // taken: the next load asks the server itself
    expect(takeRoutes()).toBeUndefined();
    expect(takeSchemas()).toBeUndefined();
  });

  it('drops what nobody took at logout', async () => {
    prefetchFirstPage();
    await authProvider.logout({});
    expect(takeRoutes()).toBeUndefined();
    expect(takeSchemas()).toBeUndefined();
  });
});
