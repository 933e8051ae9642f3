/**
 * Jobs survive a restart (issue 14 §3): on a file database, a job left running when the server
 * closed and a job still queued go back to the queue at the next start and complete there; a
 * half-written file and stray files are removed, and a job that expired while the server was down
 * is deleted at start.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { downloadsClient } from '../../../test/support/downloadsFixture';
import { testFileName, testRowsKind, type TestKind } from '../../../test/support/downloadTestKind';
import { createTestPlatform, loginAs, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let dataDir: string;
let platform: TestPlatform;
let admin: TestSession;
const api = downloadsClient(() => platform, () => admin);

async function start(kind: TestKind): Promise<void> {
  platform = await createTestPlatform({ dataDir, downloadExtraKinds: { testRows: kind.handler } });
  admin = (await loginAs(platform, 'admin0001')).session;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'coldchain-downloads-restart-'));
});
afterAll(async () => {
  await platform.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('takes up the running and queued jobs after a restart, and completes them', async () => {
  const first = testRowsKind();
  await start(first);
  expect(platform.app.downloads.dir).toBe(path.join(dataDir, 'downloads'));
  const running = (await api.create({ kind: 'testRows', params: { rows: 3000, hold: true } })).envelope.data!;
  const queued = (await api.create({ kind: 'testRows', params: { rows: 40 } })).envelope.data!;
  const expiring = (await api.create({ kind: 'testRows', params: { rows: 1 }, keepDays: 7 })).envelope.data!;
  await platform.app.downloads.tick();
  await vi.waitFor(() => expect(first.started).toBe(1));
  expect((await api.get(running.id)).envelope.data?.state).toBe('running');
  expect((await api.get(queued.id)).envelope.data?.state).toBe('queued');
  // the third job's days end while the server is down
  await platform.app.db.updateTable('download_jobs').set({ expires_at: Math.floor(platform.clock.now() / 1000) - 1 }).where('id', '=', expiring.id).execute();

  // closed mid-run: the held job is left running, its kind never finished
  await platform.close();
  const folder = path.join(dataDir, 'downloads');
  // what a killed server leaves: a half-written file, and a finished file whose row was never updated
  await writeFile(path.join(folder, `${running.id}.part`), 'n,value\n1,');
  await writeFile(path.join(folder, `${queued.id}-0123456789ab.csv`), 'stale');

  const second = testRowsKind();
  await start(second);
  expect(await readdir(folder)).toEqual([]);
  const afterStart = (await api.list({ limit: 10 })).envelope.data!;
  expect(afterStart.list.map((job) => [job.id, job.state, job.progress])).toEqual([
    [queued.id, 'queued', 0],
    [running.id, 'queued', 0],
  ]);

  second.release();
  await platform.app.downloads.drain();
  for (const [job, rows] of [[running, 3000], [queued, 40]] as const) {
    const done = (await api.get(job.id)).envelope.data!;
    expect(done).toMatchObject({ state: 'done', progress: 100, fileName: testFileName(rows) });
    const file = await api.file(job.id);
    expect(file.statusCode).toBe(200);
    expect(file.body.trim().split('\n')).toHaveLength(rows + 1);
  }
  expect(second.started).toBe(2);
  expect((await readdir(folder)).sort()).toHaveLength(2);
}, 30_000);
