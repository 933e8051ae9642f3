import { sql, type Kysely } from 'kysely';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import * as menuLinks from './022_menu_links';

async function redirectOf(db: Kysely<unknown>, routeName: string): Promise<string> {
  return (await sql<{ redirect: string }>`select redirect from menus where route_name = ${routeName}`.execute(db)).rows[0]!.redirect;
}

describe('migration 022: Advanced alarm settings links to Graded alarms, in a database seeded before it', () => {
  let platform: TestPlatform;
  afterEach(() => platform?.close());

  it('sets the redirect once, as the seed does, and leaves one an administrator chose', async () => {
    platform = await createTestPlatform();
    const db = platform.app.db as unknown as Kysely<unknown>;
    expect(await redirectOf(db, 'ManagementAdvancedAlarm')).toBe('/alarm/graded');
    // the database as it was before issue 26
    await sql`update menus set redirect = '' where route_name = 'ManagementAdvancedAlarm'`.execute(db);
    await menuLinks.up(db);
    await menuLinks.up(db);
    expect(await redirectOf(db, 'ManagementAdvancedAlarm')).toBe('/alarm/graded');
    await sql`update menus set redirect = '/alarm/rules' where route_name = 'ManagementAdvancedAlarm'`.execute(db);
    await menuLinks.up(db);
    expect(await redirectOf(db, 'ManagementAdvancedAlarm')).toBe('/alarm/rules');
  }, 60_000);
});
