/**
 * The download centre's plugin when this process runs the worker (DOWNLOAD_WORKER, off in the
 * test platform): a new job starts on its own, DOWNLOAD_CONCURRENCY jobs at once, and the
 * settings read from the environment.
 */
import { downloadsClient } from '../../test/support/downloadsFixture';
import { testRowsKind } from '../../test/support/downloadTestKind';
import { createTestPlatform, loginAs, type TestPlatform, type TestSession } from '../../test/support/testPlatform';
import { optionsFromEnv } from '../config';

let platform: TestPlatform;
let admin: TestSession;
const api = downloadsClient(() => platform, () => admin);
const kind = testRowsKind();

beforeAll(async () => {
  platform = await createTestPlatform({ downloadWorker: true, downloadConcurrency: 2, downloadTickMs: 60_000, downloadExtraKinds: { testRows: kind.handler } });
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterAll(() => platform.close());

it('runs a new job without a tick, up to DOWNLOAD_CONCURRENCY at once', async () => {
  const held: number[] = [];
  for (let i = 0; i < 3; i++) held.push((await api.create({ kind: 'testRows', params: { rows: 10, hold: true } })).envelope.data!.id);
  await vi.waitFor(() => expect(kind.started).toBe(2));
  const states = async () => Promise.all(held.map(async (id) => (await api.get(id)).envelope.data?.state));
  expect(await states()).toEqual(['running', 'running', 'queued']);
  kind.release();
  // the third starts when a slot frees, not at the next tick a minute later
  await vi.waitFor(async () => expect(await states()).toEqual(['done', 'done', 'done']));
});

it('reads its settings from the environment', () => {
  expect(
    optionsFromEnv({
      DOWNLOAD_CONCURRENCY: '3',
      DOWNLOAD_MAX_PENDING_PER_USER: '10',
      DOWNLOAD_WORKER: 'false',
      DOWNLOAD_TICK_MS: '500',
      DOWNLOAD_SWEEP_SECONDS: '60',
      DOWNLOAD_THROTTLE_MS: '0',
    }),
  ).toEqual({ downloadConcurrency: 3, downloadMaxPendingPerUser: 10, downloadWorker: false, downloadTickMs: 500, downloadSweepSeconds: 60, downloadThrottleMs: 0 });
  expect(() => optionsFromEnv({ DOWNLOAD_CONCURRENCY: '0' })).toThrow(/DOWNLOAD_CONCURRENCY/);
});
