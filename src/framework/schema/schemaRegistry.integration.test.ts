/** GET /schemas from the real reference platform, in-process: the registry the console builds after login. */
import { loggedInPlatform } from '../../../test/support/platformClient';
import { createDataProvider } from '../../providers/dataProvider';
import { loadSchemaRegistry } from './schemaRegistry';

loggedInPlatform();

describe('loadSchemaRegistry over the platform', () => {
  it('compiles every entity and indexes its component paths', async () => {
    const registry = await loadSchemaRegistry([]);
    expect(registry.entities.size).toBeGreaterThan(0);
    expect(registry.pages.get('/device/list/index')?.resource).toBe('device');
    for (const entity of registry.entities.values()) expect(typeof entity.validate).toBe('function');
  });

  it('the console validator finds the fields the server refuses', async () => {
    const registry = await loadSchemaRegistry([]);
    const device = registry.entities.get('device')!;
    const bad = { number: '12', name: 'bad name!', type: 'temperature', expireDate: 1_900_000_000, organizationId: 1 };
    const client = device.validate(bad) ?? {};
    const server = await createDataProvider()
      .create('device', { data: bad })
      .catch((e: { body?: { errors?: Record<string, string> } }) => e.body?.errors ?? {});
    expect(Object.keys(client).sort()).toEqual(Object.keys(server).sort());
  });
});
