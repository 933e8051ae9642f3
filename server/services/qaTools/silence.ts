/**
 * Devices the QA tools forced offline (issue 30 §5): the simulator sends nothing for them until
 * the time given or a restore. One `settings` row (device id → unix seconds), read by the
 * simulator at each tick on whichever instance plays the fleet.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const SILENCE_KEY = 'qatools.silenced';

function parse(raw: string | undefined): Record<string, number> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

/** Device id → silent until (unix seconds), the expired ones left out. */
export async function silencedDevices(db: Kysely<Database>, nowUnix: number): Promise<Map<number, number>> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SILENCE_KEY).executeTakeFirst();
  return new Map(
    Object.entries(parse(row?.value))
      .filter(([, until]) => until > nowUnix)
      .map(([id, until]) => [Number(id), until]),
  );
}

/** Silences a device until `until`, or lifts its silence (null); expired entries are dropped. */
export async function setSilence(db: Kysely<Database>, deviceId: number, until: number | null, nowUnix: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await silencedDevices(trx, nowUnix);
    if (until === null) current.delete(deviceId);
    else current.set(deviceId, until);
    const value = JSON.stringify(Object.fromEntries(current));
    await trx
      .insertInto('settings')
      .values({ key: SILENCE_KEY, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  });
}
