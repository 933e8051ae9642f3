/**
 * The claim of the next download job (claimJob.ts), the download centre's one query that differs
 * between the engines: run on SQLite, and on PostgreSQL under TEST_ENGINE=postgres.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { testDatabaseServer } from '../../../test/support/testDatabase';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { claimNextJob } from './claimJob';
import { insertJob } from './jobStore';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());
beforeEach(async () => {
  await platform.app.db.deleteFrom('download_jobs').execute();
});

async function queue(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = await insertJob(platform.app.db, { companyId: 1, userId: 1, username: 'admin0001', kind: 'testRows', params: { rows: i + 1 }, title: `job ${i}`, lang: 'en', keepDays: 7, scheduleId: null, createdAt: 1_000 });
    ids.push(row!.id);
  }
  return ids;
}

describe('claiming the next download job', () => {
  it('takes the oldest queued job and marks it running on the claiming instance', async () => {
    const [first] = await queue(2);
    const row = await claimNextJob(platform.app.db, { now: 2_000, instanceId: 'a', staleBefore: null });
    expect(row).toMatchObject({ id: first, state: 'running', progress: 0, started_at: 2_000, instance_id: 'a', heartbeat_at: 2_000 });
  });

  it('gives concurrent claims different jobs, each job once', async () => {
    const ids = await queue(6);
    const claims = await Promise.all(ids.map((_, i) => claimNextJob(platform.app.db, { now: 2_000, instanceId: `i${i}`, staleBefore: 1_970 })));
    expect(claims.map((row) => row?.id).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(ids);
    expect(await claimNextJob(platform.app.db, { now: 2_000, instanceId: 'late', staleBefore: 1_970 })).toBeUndefined();
  });

  // SQLite has one connection, which a transaction holds: no second claim can run meanwhile
  it.skipIf(!testDatabaseServer())('on PostgreSQL, passes over the job another claim has locked instead of waiting for it', async () => {
    const ids = await queue(2);
    const { db } = platform.app;
    await db.transaction().execute(async (trx) => {
      const mine = await claimNextJob(trx, { now: 2_000, instanceId: 'a', staleBefore: null });
      expect(mine?.id).toBe(ids[0]);
      // the first job's row stays locked until this transaction ends
      const other = claimNextJob(db, { now: 2_000, instanceId: 'b', staleBefore: null });
      expect(await Promise.race([other, sleep(3_000, 'still waiting' as const)])).toMatchObject({ id: ids[1], instance_id: 'b' });
    });
  });

  it('takes up another instance’s running job once its heartbeat is older than the timeout, never its own', async () => {
    const [id] = await queue(1);
    const { db } = platform.app;
    await claimNextJob(db, { now: 2_000, instanceId: 'a', staleBefore: null });
    // one process: a running job is this process's
    expect(await claimNextJob(db, { now: 2_100, instanceId: 'b', staleBefore: null })).toBeUndefined();
    // its heartbeat (2000) is not older than the timeout yet
    expect(await claimNextJob(db, { now: 2_030, instanceId: 'b', staleBefore: 2_000 })).toBeUndefined();
    // A's own, however old
    expect(await claimNextJob(db, { now: 2_100, instanceId: 'a', staleBefore: 2_070 })).toBeUndefined();
    const taken = await claimNextJob(db, { now: 2_031, instanceId: 'b', staleBefore: 2_001 });
    expect(taken).toMatchObject({ id, state: 'running', instance_id: 'b', heartbeat_at: 2_031, started_at: 2_031 });
    expect(await claimNextJob(db, { now: 2_040, instanceId: 'c', staleBefore: 2_010 })).toBeUndefined();
  });
});
