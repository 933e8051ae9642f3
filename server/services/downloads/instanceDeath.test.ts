/**
 * A download job outlives the instance running it (issue 27 §2): two instances share the queue;
 * A claims a job and starts it, then dies mid-job (closed: its run aborted, the row left running,
 * its heartbeat stopped). B leaves the job alone while its heartbeat is fresh, takes it up once it
 * is older than DOWNLOAD_JOB_TIMEOUT_SECONDS, and completes it.
 */
import { downloadsClient } from '../../../test/support/downloadsFixture';
import { testFileName, testRowsKind } from '../../../test/support/downloadTestKind';
import { createTestCluster, testRedisUrl, type TestCluster } from '../../../test/support/testCluster';
import { loginAs, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

describe.skipIf(!testRedisUrl())('a download job on two instances', () => {
  let cluster: TestCluster | undefined;
  afterAll(() => cluster?.close());

  it('survives the death of the instance running it: another takes it up once its heartbeat is stale, and completes it', { timeout: 60_000 }, async () => {
    const kind = testRowsKind();
    cluster = await createTestCluster(2, { downloadExtraKinds: { testRows: kind.handler }, downloadJobTimeoutSeconds: 30 });
    const [a, b] = cluster.instances as [TestPlatform, TestPlatform];
    const sessions = new Map<TestPlatform, TestSession>();
    for (const instance of [a, b]) sessions.set(instance, (await loginAs(instance, 'admin0001')).session);
    const on = (instance: TestPlatform) => downloadsClient(() => instance, () => sessions.get(instance)!);
    const row = (id: number) => b.app.db.selectFrom('download_jobs').select(['state', 'instance_id']).where('id', '=', id).executeTakeFirstOrThrow();
    /** moves B's clock to `seconds` after the job's last heartbeat (each instance has its own clock) */
    const sinceHeartbeat = async (id: number, seconds: number) => {
      const { heartbeat_at } = await b.app.db.selectFrom('download_jobs').select('heartbeat_at').where('id', '=', id).executeTakeFirstOrThrow();
      b.clock.advance(Number(heartbeat_at) + seconds - b.app.nowUnix());
    };

    const job = (await on(a).create({ kind: 'testRows', params: { rows: 500, hold: true } })).envelope.data!;
    await a.app.downloads.tick();
    await vi.waitFor(() => expect(kind.started).toBe(1));
    expect(await row(job.id)).toEqual({ state: 'running', instance_id: a.app.leases.instanceId });
    // B's claims pass over a job its instance is running
    await b.app.downloads.tick();
    expect(kind.started).toBe(1);
    // a live instance beats its jobs' heartbeat (every third of the timeout): 40 s on, the job is still A's
    a.clock.advance(40);
    await a.app.downloads.beat();
    await sinceHeartbeat(job.id, 20);
    await b.app.downloads.tick();
    expect(kind.started).toBe(1);

    // A dies mid-job
    await a.close();
    cluster.instances.splice(cluster.instances.indexOf(a), 1);
    expect(await row(job.id)).toEqual({ state: 'running', instance_id: a.app.leases.instanceId });
    // 20 s after A's last heartbeat the job is still A's
    await sinceHeartbeat(job.id, 20);
    await b.app.downloads.tick();
    expect(kind.started).toBe(1);
    // 31 s after it B takes the job up
    await sinceHeartbeat(job.id, 31);
    kind.release();
    await b.app.downloads.drain();
    expect(kind.started).toBe(2);
    expect(await row(job.id)).toEqual({ state: 'done', instance_id: b.app.leases.instanceId });
    expect((await on(b).get(job.id)).envelope.data).toMatchObject({ state: 'done', progress: 100, fileName: testFileName(500) });
    const file = await on(b).file(job.id);
    expect(file.statusCode).toBe(200);
    expect(file.body.trim().split('\n')).toHaveLength(501);
  });
});
