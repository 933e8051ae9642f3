import { sql, type Kysely } from 'kysely';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { disableStoredWhitelists } from './038_recharge_company_config';

describe('migration 038: the IP white lists stored before enforcement are switched off', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  }, 60_000);
  afterAll(() => platform?.close());

  it('turns every enabled entry off, keeps its address and description, and touches no other record', async () => {
    const db = platform.app.db as unknown as Kysely<unknown>;
    const now = platform.app.nowUnix();
    // a database from before: entries enabled, one without the flag, and another entity's record
    await platform.app.db
      .insertInto('records')
      .values([
        { resource: 'ipWhitelist', company_id: 1, data: JSON.stringify({ ip: '10.9.9.9', description: 'old office', enabled: true }), created_at: now, updated_at: now },
        { resource: 'ipWhitelist', company_id: 2, data: JSON.stringify({ ip: '10.9.9.8' }), created_at: now, updated_at: now },
        { resource: 'userGroup', company_id: 1, data: JSON.stringify({ name: 'g', enabled: true }), created_at: now, updated_at: now },
      ])
      .execute();
    const others = await sql<{ data: unknown }>`select data from records where resource <> ${'ipWhitelist'} order by id`.execute(db);

    await disableStoredWhitelists(db);

    const entries = (await sql<{ data: unknown }>`select data from records where resource = ${'ipWhitelist'} order by id`.execute(db)).rows.map((r) =>
      typeof r.data === 'string' ? (JSON.parse(r.data) as Record<string, unknown>) : (r.data as Record<string, unknown>),
    );
    expect(entries.every((entry) => entry.enabled === false)).toBe(true);
    expect(entries).toEqual(expect.arrayContaining([{ ip: '10.9.9.9', description: 'old office', enabled: false }, { ip: '10.9.9.8', enabled: false }]));
    expect((await sql<{ data: unknown }>`select data from records where resource <> ${'ipWhitelist'} order by id`.execute(db)).rows).toEqual(others.rows);
  });
});
