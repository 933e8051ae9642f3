/**
 * The timer leases on real instances (issue 27 §2): three instances on one database and one Redis,
 * their timers fast and their leases short. Each timer job runs on one instance only; when that
 * instance closes, or can no longer reach Redis (as good as dead to the others), another takes
 * over within the TTL plus a renewal period, and never two at once.
 */
import type { FastifyInstance } from 'fastify';
import { createTestCluster, testRedisUrl, type TestCluster } from '../../test/support/testCluster';

/** The timers that tick every few tens of milliseconds here (retention waits a minute, the simulator is off). */
const TIMERS = ['alarm-sweep', 'alarm-notifier', 'online-sweep', 'report-scheduler', 'command-responder', 'premium-scheduler'];
const TTL_SECONDS = 2;
/** the TTL plus a renewal period, and room for a busy machine */
const TAKEOVER_MS = 3 * TTL_SECONDS * 1000;

const runs = (app: FastifyInstance) => TIMERS.map((name) => app.leases.lease(name).runs);
const holds = (app: FastifyInstance) => TIMERS.map((name) => app.leases.lease(name).held);

describe.skipIf(!testRedisUrl())('timer leases on three instances', () => {
  let cluster: TestCluster;
  const live = () => cluster.instances.map((instance) => instance.app);

  /** the ticks of the notifier, the report scheduler and the command responder, per instance, counted where the timers call them */
  const ticks: number[][] = [];

  beforeAll(async () => {
    cluster = await createTestCluster(3, {
      leaseTtlSeconds: TTL_SECONDS,
      alarmSweepSeconds: 0.05,
      alarmNotifyTickMs: 50,
      onlineSweepSeconds: 0.05,
      reportScheduleTickSeconds: 0.05,
      premiumTickSeconds: 0.05,
      commandDelayScale: 0.1,
    });
    for (const { app } of cluster.instances) {
      const counts = [0, 0, 0];
      ticks.push(counts);
      for (const [i, job] of [app.alarmNotifier, app.reportScheduler, app.commandResponder].entries()) {
        const tick = job.tick.bind(job) as () => Promise<never>;
        job.tick = () => {
          counts[i]! += 1;
          return tick();
        };
      }
    }
  }, 90_000);
  afterAll(() => cluster?.close());

  /** Waits until every timer has run `more` times since `before` (summed over the instances), then answers the runs per instance since. */
  async function runsFrom(before: number[][], more: number): Promise<number[][]> {
    const since = () => live().map((app, i) => runs(app).map((n, t) => n - before[i]![t]!));
    await vi.waitFor(() => expect(TIMERS.map((_, t) => since().reduce((sum, each) => sum + each[t]!, 0) >= more)).toEqual(TIMERS.map(() => true)), { timeout: 10_000, interval: 20 });
    return since();
  }

  /** For each timer, the instances that ran it. */
  const runners = (perInstance: number[][]) => TIMERS.map((_, t) => perInstance.flatMap((each, i) => (each[t]! > 0 ? [i] : [])));

  /** For each timer, the index of the one instance holding its lease, once each has exactly one holder. */
  async function holders(): Promise<number[]> {
    await vi.waitFor(() => expect(TIMERS.map((_, t) => live().filter((app) => holds(app)[t]).length)).toEqual(TIMERS.map(() => 1)), { timeout: TAKEOVER_MS, interval: 20 });
    return TIMERS.map((_, t) => live().findIndex((app) => holds(app)[t]));
  }

  it('runs each timer on the one instance that holds its lease', async () => {
    // the first instance to start takes every lease; a lease may move meanwhile (instances starting in one process hold up its clock)
    const holding = await holders();
    const ticksBefore = ticks.map((counts) => [...counts]);
    const counted = await runsFrom(live().map(runs), 5);
    expect(runners(counted)).toEqual(holding.map((i) => [i]));
    // the work itself: the notifier, the report scheduler and the command responder were called by their holder's timer only
    const called = ticks.map((counts, i) => counts.map((n, j) => n - ticksBefore[i]![j]!));
    for (const [j, name] of ['alarm-notifier', 'report-scheduler', 'command-responder'].entries()) {
      expect(called.flatMap((counts, i) => (counts[j]! > 0 ? [i] : []))).toEqual([holding[TIMERS.indexOf(name)]]);
    }
  });

  it('moves each timer to one other instance when its holder closes', async () => {
    // the holder of the alarm sweep's lease, and of most others
    const holder = cluster.instances[(await holders())[0]!]!;
    cluster.instances.splice(cluster.instances.indexOf(holder), 1);
    await holder.close();
    const holding = await holders();
    const counted = await runsFrom(live().map(runs), 5);
    // each timer ran on the instance holding its lease, and on that one only
    expect(runners(counted)).toEqual(holding.map((i) => [i]));
  });

  it('moves the timers of an instance that can no longer reach Redis once their leases expire, never running on two at once', async () => {
    const lost = cluster.instances.find((instance) => holds(instance.app).some(Boolean))!;
    const other = cluster.instances.find((instance) => instance !== lost)!;
    const both: string[] = [];
    const sampler = setInterval(() => {
      for (const [t, name] of TIMERS.entries()) if (holds(lost.app)[t] && holds(other.app)[t]) both.push(name);
    }, 5);
    try {
      // as good as dead to the others: it can neither renew nor release
      lost.app.redis!.disconnect();
      await vi.waitFor(() => expect(holds(other.app)).toEqual(TIMERS.map(() => true)), { timeout: TAKEOVER_MS, interval: 20 });
    } finally {
      clearInterval(sampler);
    }
    expect(both).toEqual([]);
    expect(holds(lost.app)).toEqual(TIMERS.map(() => false));
    const [lostBefore, otherBefore] = [runs(lost.app), runs(other.app)];
    await vi.waitFor(() => expect(runs(other.app).every((n, t) => n - otherBefore[t]! >= 5)).toBe(true), { timeout: 10_000, interval: 20 });
    expect(runs(lost.app)).toEqual(lostBefore);
  });
});
