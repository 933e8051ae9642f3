/**
 * The `scale` part's fleet (issue 27 §4): PostgreSQL + Redis and two server instances, a fleet of
 * devices each reporting once a minute through gateways posting every second to both instances,
 * and consoles (socket clients, no browser) connected to both. Then the instance holding the
 * timers is killed (SIGKILL) under that load.
 *
 * Sizes (environment): BENCH_FLEET_DEVICES (100000), BENCH_FLEET_SECONDS (300, the steady phase
 * measured), BENCH_FLEET_CONSOLES (200), BENCH_FLEET_WATCHERS (the share of consoles with a page
 * of live readings open, listening to every 0101 and 0102 of the company: 0.1),
 * BENCH_FLEET_GATEWAYS (one per 1,000 devices),
 * BENCH_FLEET_ALARM_SHARE (0.01 of readings out of range), BENCH_FLEET_FAILOVER_SECONDS (30 of load
 * after the kill), BENCH_FLEET_WARMUP_SECONDS (60 of load before the steady phase),
 * BENCH_FLEET_ENGINES=test (TEST_DATABASE_URL / TEST_REDIS_URL instead of engines of its own).
 * Small, to try it: BENCH_FLEET_DEVICES=5000 BENCH_FLEET_SECONDS=30 BENCH_FLEET_CONSOLES=20.
 * For a profile: BENCH_FLEET_LOG_DIR (keep the instances' logs), BENCH_FLEET_NODE_ARGS (their node
 * options: `--cpu-prof --cpu-prof-dir=/tmp/prof`; the killed one writes none).
 * `npx tsx test/bench/scaleFleet.ts` runs it alone and prints its table.
 */
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { deviceSigning } from './readingsServer';
import { CONSOLE_PASSWORD, prepareFleetDatabase } from './scaleFleetData';
import { fleetInstances, startFleetEngines, type Instance } from './scaleFleetCluster';
import { connectConsoles, type FleetConsoles } from './scaleFleetConsoles';
import { ownSeconds, procAvailable, treeSeconds, treeWaitSeconds } from './scaleFleetCpu';
import { FleetDatabase, leaseHolders, watchTakeover } from './scaleFleetFailover';
import { startFleetLoad, type FleetLoad } from './scaleFleetGateways';
import { fleetReport, type FleetMeasures } from './scaleFleetReport';
import { printTable } from './support';

type Row = [string, string, string?];

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

export interface FleetSizes {
  devices: number;
  seconds: number;
  consoles: number;
  /** consoles listening to the company's readings too (a device monitor or map page open) */
  watchers: number;
  gateways: number;
  alarmShare: number;
  failoverSeconds: number;
  /** load before the steady phase is measured: a minute, so that every device has reported once (its first reading inserts its state) */
  warmupSeconds: number;
}

export function fleetSizes(): FleetSizes {
  const devices = Math.round(numberFrom('BENCH_FLEET_DEVICES', 100_000));
  const consoles = Math.round(numberFrom('BENCH_FLEET_CONSOLES', 200));
  const watcherShare = Number(process.env.BENCH_FLEET_WATCHERS ?? 0.1);
  if (!(watcherShare >= 0 && watcherShare <= 1)) throw new Error('BENCH_FLEET_WATCHERS must be a share between 0 and 1');
  return {
    devices,
    seconds: numberFrom('BENCH_FLEET_SECONDS', 300),
    consoles,
    watchers: Math.round(consoles * watcherShare),
    gateways: Math.round(numberFrom('BENCH_FLEET_GATEWAYS', Math.ceil(devices / 1000))),
    alarmShare: numberFrom('BENCH_FLEET_ALARM_SHARE', 0.01),
    failoverSeconds: numberFrom('BENCH_FLEET_FAILOVER_SECONDS', 30),
    warmupSeconds: numberFrom('BENCH_FLEET_WARMUP_SECONDS', 60),
  };
}

/** the period of the generator's event loop probe, ms */
const LOOP_RESOLUTION_MS = 5;
/** how long the bench waits for the leases to move and the notifier to catch up */
const TAKEOVER_WAIT_MS = 60_000;
/** settings of the bench's instances: every client here comes from 127.0.0.1, in the field each gateway and person from its own address */
const INSTANCE_ENV = { RATE_LOGIN_PER_MINUTE: '1000000', RATE_INGEST_PER_MINUTE: '1000000' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => process.stderr.write(`[scale fleet] ${line}\n`);

export async function benchScaleFleet(): Promise<Row[]> {
  const sizes = fleetSizes();
  const engines = await startFleetEngines();
  const instances = fleetInstances(engines);
  const redis = new Redis(engines.redisUrl, { maxRetriesPerRequest: 1 });
  const database = new FleetDatabase(engines.databaseUrl);
  let consoles: FleetConsoles | undefined;
  let load: FleetLoad | undefined;
  const cleanup = async () => {
    consoles?.stop();
    // what the gateways still hold, if they can (a failed run's may not: 10 s at most)
    if (load) await Promise.race([load.stop().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    redis.disconnect();
    await database.close().catch(() => undefined);
    await instances.stopAll();
    await engines.stop();
  };
  const interrupted = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  try {
    log(`${sizes.devices} devices, ${sizes.consoles} consoles, ${sizes.gateways} gateways; preparing the database`);
    const data = await prepareFleetDatabase(engines.databaseUrl, sizes.devices, sizes.consoles);
    const started: Instance[] = [await instances.start(INSTANCE_ENV), await instances.start(INSTANCE_ENV)];
    const urls = started.map((instance) => instance.url);
    const signing = await deviceSigning(urls[0]!);
    log('logging the consoles in');
    consoles = await connectConsoles(urls, data.usernames, CONSOLE_PASSWORD, signing, sizes.watchers);
    log(`${consoles.open()} of ${sizes.consoles} consoles connected; the fleet reports`);
    load = startFleetLoad({ devices: data.devices, gateways: sizes.gateways, urls, signing, hotShare: sizes.alarmShare });
    await sleep(sizes.warmupSeconds * 1000);

    // the steady phase
    const pids = await engines.pids();
    const cpuNow = () => ({
      instances: started.map((instance) => treeSeconds([instance.pid])),
      postgres: pids.postgres === undefined ? 0 : treeSeconds([pids.postgres]),
      redis: pids.redis === undefined ? 0 : treeSeconds([pids.redis]),
      generator: ownSeconds(),
      waiting: treeWaitSeconds([...started.map((instance) => instance.pid), ...[pids.postgres, pids.redis].filter((pid) => pid !== undefined)]),
    });
    const framesBefore = new Map(consoles.frames);
    const sizeBefore = await database.size();
    const cpuBefore = cpuNow();
    // the generator's own lag: every latency it measures includes it
    const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    loopDelay.enable();
    const steadyFrom = Date.now();
    load.phase = 'steady';
    await sleep(sizes.seconds * 1000);
    load.phase = 'failover';
    const steadyMs = Date.now() - steadyFrom;
    const cpuAfter = cpuNow();
    loopDelay.disable();
    const sizeAfter = await database.size();
    const framesAfter = new Map(consoles.frames);
    log(`steady phase done (${(steadyMs / 1000).toFixed(0)} s); killing the lease holder`);

    // the failover
    const holders = await leaseHolders(redis, engines.keyPrefix);
    const victimPid = holders.get('alarm-notifier') ?? [...holders.values()][0];
    const victim = started.find((instance) => instance.pid === victimPid);
    if (!victim) throw new Error(`no instance holds the timer leases (holders: ${JSON.stringify([...holders])})`);
    const leases = [...holders].filter(([, pid]) => pid === victimPid).map(([name]) => name);
    const lastId = await database.lastNotificationId();
    const killedAt = Date.now();
    await victim.kill();
    const takeover = await watchTakeover(redis, engines.keyPrefix, database, victimPid!, leases, lastId, killedAt, TAKEOVER_WAIT_MS);
    await sleep(Math.max(0, killedAt + sizes.failoverSeconds * 1000 - Date.now()));
    load.phase = 'drain';
    await load.stop();
    log('load stopped; waiting for the notifier to send what is open');
    const deadline = Date.now() + TAKEOVER_WAIT_MS;
    while ((await database.unsentAlarms()) > 0 && Date.now() < deadline) await sleep(500);
    await sleep(2000);

    const hot = [...load.hot.values()];
    const measures: FleetMeasures = {
      sizes,
      steadyMs,
      samples: load.samples('steady'),
      hot,
      consoles: consoles.consoles,
      frames: [...framesAfter].map(([event, n]) => [event, n - (framesBefore.get(event) ?? 0)] as [string, number]),
      cpu: {
        available: procAvailable() && pids.postgres !== undefined && pids.redis !== undefined,
        instances: cpuAfter.instances.map((seconds, i) => seconds - cpuBefore.instances[i]!),
        postgres: cpuAfter.postgres - cpuBefore.postgres,
        redis: cpuAfter.redis - cpuBefore.redis,
        generator: cpuAfter.generator - cpuBefore.generator,
        waiting: cpuAfter.waiting - cpuBefore.waiting,
        // the histogram counts the timer's own period in: what is beyond it is lag
        generatorLagMs: Math.max(0, loopDelay.percentile(99) / 1e6 - LOOP_RESOLUTION_MS),
      },
      bytes: { before: sizeBefore, after: sizeAfter, end: await database.size() },
      failover: {
        leases,
        takeover,
        alarmsLost: await database.alarmsLost(hot),
        notifications: await database.notificationCounts(),
        retried: load.retried,
        unsent: await database.unsentAlarms(),
      },
      refusals: load.refusals,
    };
    return fleetReport(measures);
  } finally {
    process.removeListener('SIGINT', interrupted);
    await cleanup();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  benchScaleFleet().then(
    (rows) => printTable(rows),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
