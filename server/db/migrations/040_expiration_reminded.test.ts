import { sql, type Kysely } from 'kysely';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { down, up } from './040_expiration_reminded';

describe('migration 040: the expiration reminders sent', () => {
  let platform: TestPlatform;
  afterEach(() => platform?.close());

  it('keeps one row per device and expiry date, and goes down and up again', async () => {
    platform = await createTestPlatform();
    const db = platform.app.db;
    const device = await db.selectFrom('devices').select(['id', 'company_id']).orderBy('id').executeTakeFirstOrThrow();
    const row = { device_id: device.id, expire_date: 1_900_000_000, company_id: device.company_id, reminder_id: 1, reminded_at: 1 };
    await db.insertInto('expiration_reminded').values(row).execute();
    await expect(db.insertInto('expiration_reminded').values(row).execute()).rejects.toThrow();
    await db.insertInto('expiration_reminded').values({ ...row, expire_date: 1_900_000_001 }).execute();

    const raw = db as unknown as Kysely<unknown>;
    await down(raw);
    await expect(sql`select count(*) from expiration_reminded`.execute(raw)).rejects.toThrow();
    await up(raw);
    expect(Number((await db.selectFrom('expiration_reminded').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(0);
  }, 60_000);
});
