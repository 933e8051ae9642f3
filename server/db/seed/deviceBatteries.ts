/**
 * The demo's battery dates (issue 30 §5, device analysis): most batteries fitted within the last
 * two years, every fifth one earlier, so that the "replace after 2 years" hint (spec §9) shows on a
 * few devices. Once per database (its own marker); a device added later has no date until one is recorded.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const MARKER = 'seed.deviceBatteries';
const DAY = 86_400;

export async function seedDeviceBatteries(db: Kysely<Database>, nowUnix: number): Promise<boolean> {
  if (await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst()) return false;
  const devices = await db.selectFrom('devices').select('id').orderBy('id').execute();
  await db.transaction().execute(async (trx) => {
    const rows = devices.map(({ id }, index) => ({
      device_id: id,
      // every fifth: 2 years and 1–4 months ago; the others 2–22 months ago
      installed_at: nowUnix - (index % 5 === 0 ? 760 + (index % 4) * 30 : 60 + ((index * 37) % 600)) * DAY,
      recorded_by: 'seed',
      updated_at: nowUnix,
    }));
    for (let start = 0; start < rows.length; start += 500) await trx.insertInto('device_batteries').values(rows.slice(start, start + 500)).execute();
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return devices.length > 0;
}
