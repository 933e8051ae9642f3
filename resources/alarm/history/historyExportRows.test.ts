/**
 * The history's export walk (src/framework/export/everyNewestRow.ts) against the real reference server in-process,
 * through the console's signed wire: 257 alarms of one device, several opened in the same second
 * and one such second straddling a page's edge, come back every one, once, newest first.
 */
import { session } from '../../../src/api';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { ADMIN, connectClient, loginAs } from '../../../test/support/platformClient';
import { alarmWorld, insertAlarm } from '../../../test/support/alarmWorld';
import { alarmApi } from '../alarmApi';
import { everyNewestRow } from '../../../src/framework/export/everyNewestRow';

const DAY = 86_400;
let harness: PlatformHarness;
let now: number;
/** inserted: id and opening time */
const inserted: Array<{ id: number; createdAt: number }> = [];
let deviceId: number;

beforeAll(async () => {
  harness = await startPlatformServer();
  connectClient(harness);
  await loginAs(harness, ADMIN);
  now = Math.floor(harness.platform.clock.now() / 1000);
  const world = await alarmWorld(harness.platform);
  const device = world.insideDevice;
  deviceId = device.id;
  // unequal gaps: runs of 1 to 7 alarms in one second, seconds apart by 1 to 900 s
  let at = now - 3600;
  for (let i = 0; inserted.length < 257; i += 1) {
    const run = ((i * 5) % 7) + 1;
    for (let j = 0; j < run && inserted.length < 257; j += 1) {
      const id = await insertAlarm(harness.platform, device, { created_at: at, type: 'unplugged' });
      inserted.push({ id, createdAt: at });
    }
    at -= ((i * 37) % 900) + 1;
  }
});
afterAll(async () => {
  session.clear();
  await harness.close();
});

const byNewest = (a: { id: number; createdAt: number }, b: { id: number; createdAt: number }) => b.createdAt - a.createdAt || b.id - a.id;

describe('every alarm of a range, for the export', () => {
  it('gets every alarm once, newest first, though a query answers 100', async () => {
    const start = now - 30 * DAY;
    const calls: number[] = [];
    const rows = await everyNewestRow(
      (end) => {
        calls.push(end);
        return alarmApi.history({ start, end, deviceId, kind: 'unplugged' }, false);
      },
      start,
      now,
    );
    // the device's alarms of that kind in the range, read from the database: ours, and any the seed gave it
    const stored = await harness.platform.app.db
      .selectFrom('alarms')
      .select(['id', 'created_at'])
      .where('device_id', '=', deviceId)
      .where('type', '=', 'unplugged')
      .where('created_at', '>=', start)
      .where('created_at', '<=', now)
      .execute();
    const expected = stored.map((row) => ({ id: row.id, createdAt: row.created_at })).sort(byNewest);
    expect(expected.length).toBeGreaterThanOrEqual(inserted.length);
    expect(rows.map(({ id, createdAt }) => ({ id, createdAt }))).toEqual(expected);
    // 257 alarms, 100 a query: at least three queries, each ending no later than the one before
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(calls).toEqual([...calls].sort((a, b) => b - a));
    // the first page's edge falls inside a second of several alarms: the next query starts again at that second
    expect(expected[99]!.createdAt).toBe(expected[100]!.createdAt);
    expect(calls[1]).toBe(expected[99]!.createdAt);
  });
});
