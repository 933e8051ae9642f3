import { offlineAfterSeconds } from '../../../src/lib/readings';
import { unixNow } from '../../../src/lib/signing';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { ingestReadings } from './ingest';
import { sweepOnline } from './online';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

const now = () => unixNow(platform.clock.now());
const db = () => platform.app.db;

/** Devices of company 1 with the default settings: offline after 10 minutes, an acquisition every 5. */
async function devices(count: number) {
  const rows = await db()
    .selectFrom('devices')
    .select(['id', 'number', 'online'])
    .where('company_id', '=', 1)
    .where('model', '=', 'CT-100')
    .orderBy('id')
    .limit(count)
    .execute();
  const ids = rows.map((row) => row.id);
  await db().updateTable('devices').set({ offline_minutes: 10, acquisition_period: 300 }).where('id', 'in', ids).execute();
  return rows;
}
const flags = async (id: number) => ({
  state: (await db().selectFrom('device_state').select('online').where('device_id', '=', id).executeTakeFirst())?.online,
  device: (await db().selectFrom('devices').select('online').where('id', '=', id).executeTakeFirstOrThrow()).online,
});

describe('sweepOnline', () => {
  it('turns a device offline once its offline time has passed, and a reading brings it back', async () => {
    const [quiet, slow, untouched] = await devices(3);
    // a device of a long acquisition period: offline only after one period, not after 10 minutes
    await db().updateTable('devices').set({ acquisition_period: 1800 }).where('id', '=', slow!.id).execute();
    await db().updateTable('devices').set({ online: 1 }).where('id', '=', untouched!.id).execute();
    await ingestReadings(platform.app, [
      { number: quiet!.number, ts: now(), temperature: 4 },
      { number: slow!.number, ts: now(), temperature: 4 },
    ]);
    expect(await flags(quiet!.id)).toEqual({ state: 1, device: 1 });

    const limit = offlineAfterSeconds(10, 300);
    platform.clock.advance(limit);
    expect(await sweepOnline(platform.app)).toBe(0);
    expect(await flags(quiet!.id)).toEqual({ state: 1, device: 1 });

    platform.clock.advance(1);
    expect(await sweepOnline(platform.app)).toBe(1);
    expect(await flags(quiet!.id)).toEqual({ state: 0, device: 0 });
    expect(await flags(slow!.id)).toEqual({ state: 1, device: 1 });
    // no reading ever: the seeded flag stays
    expect(await flags(untouched!.id)).toEqual({ state: undefined, device: 1 });
    // already offline: nothing more to turn
    expect(await sweepOnline(platform.app)).toBe(0);

    platform.clock.advance(1800 - limit);
    expect(await sweepOnline(platform.app)).toBe(1);
    expect(await flags(slow!.id)).toEqual({ state: 0, device: 0 });

    await ingestReadings(platform.app, [{ number: quiet!.number, ts: now(), temperature: 5 }]);
    expect(await flags(quiet!.id)).toEqual({ state: 1, device: 1 });
    const state = await db().selectFrom('device_state').select(['changed_at', 'last_seen']).where('device_id', '=', quiet!.id).executeTakeFirstOrThrow();
    expect(state).toEqual({ changed_at: now(), last_seen: now() });
  });

  it('judges each device by its own offline minutes', async () => {
    const [, , , patient] = await devices(4);
    await db().updateTable('devices').set({ offline_minutes: 30 }).where('id', '=', patient!.id).execute();
    await ingestReadings(platform.app, [{ number: patient!.number, ts: now(), temperature: 4 }]);
    platform.clock.advance(20 * 60);
    await sweepOnline(platform.app);
    expect(await flags(patient!.id)).toEqual({ state: 1, device: 1 });
    platform.clock.advance(10 * 60 + 1);
    await sweepOnline(platform.app);
    expect(await flags(patient!.id)).toEqual({ state: 0, device: 0 });
  });
});
