/**
 * The fleet bench's rows (printTable in support.ts) from what it measured: the steady phase's
 * ingestion and 0003 latencies, the cores used, the database's growth, and the failover's accounts.
 */
import type { FleetSizes } from './scaleFleet';
import type { FleetConsole } from './scaleFleetConsoles';
import { CORES } from './scaleFleetCpu';
import type { Takeover } from './scaleFleetFailover';
import type { HotReading, PhaseSamples } from './scaleFleetGateways';

type Row = [string, string, string?];

export interface FleetMeasures {
  sizes: FleetSizes;
  steadyMs: number;
  samples: PhaseSamples;
  hot: HotReading[];
  consoles: readonly FleetConsole[];
  /** socket frames by event over the steady phase, all consoles */
  frames: Array<[string, number]>;
  /** CPU seconds over the steady phase */
  cpu: { available: boolean; instances: number[]; postgres: number; redis: number; generator: number; waiting: number; generatorLagMs: number };
  bytes: { before: number; after: number; end: number };
  failover: {
    leases: string[];
    takeover: Takeover;
    alarmsLost: number;
    notifications: { twice: number; rows: number; alarms: number };
    retried: number;
    unsent: number;
  };
  refusals: string[];
}

/** The value at quantile q (0–1) of the values; NaN when there are none. */
export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'none');
const whole = (value: number) => Math.round(value).toLocaleString('en');
const pct = (seconds: number, wallSeconds: number) => `${((seconds / wallSeconds / CORES) * 100).toFixed(0)} %`;

/** Each console's latency for each hot reading of the steady phase: its post → the 0003 there. */
function alarmLatencies(hot: readonly HotReading[], consoles: readonly FleetConsole[]): { latencies: number[]; expected: number } {
  const steady = hot.filter((h) => h.phase === 'steady');
  const latencies: number[] = [];
  for (const fleetConsole of consoles) {
    for (const reading of steady) {
      const arrival = fleetConsole.arrivals.get(reading.deviceId);
      if (arrival && arrival.ts === reading.ts) latencies.push(arrival.at - reading.postedAt);
    }
  }
  return { latencies, expected: steady.length * consoles.length };
}

export function fleetReport(m: FleetMeasures): Row[] {
  const { sizes, samples } = m;
  const seconds = m.steadyMs / 1000;
  const label = `scale, fleet ${whole(sizes.devices)} devices`;
  const rows: Row[] = [];
  rows.push([
    `${label}: readings stored`,
    `${whole(samples.readings / seconds)} readings/s`,
    `${seconds.toFixed(0)} s steady; ${sizes.gateways} gateways posting every second to 2 instances (${whole(samples.batches / seconds)} batches/s); ${m.consoles.length} consoles connected; ${whole(sizes.devices / 60)} readings/s expected`,
  ]);
  const taken = samples.takenToStored;
  const posted = samples.postToAnswer;
  rows.push([`${label}: ingestion lag p50`, ms(quantile(taken, 0.5)), `reading taken → its batch stored and answered (the gateway's 1 s batching included); post → answer p50 ${ms(quantile(posted, 0.5))}`]);
  rows.push([`${label}: ingestion lag p99`, ms(quantile(taken, 0.99)), `post → answer p99 ${ms(quantile(posted, 0.99))}, max ${ms(quantile(posted, 1))}`]);

  const { latencies, expected } = alarmLatencies(m.hot, m.consoles);
  const alarms = m.hot.filter((h) => h.phase === 'steady').length;
  rows.push([
    `${label}: reading → 0003 p50`,
    ms(quantile(latencies, 0.5)),
    `post of a reading out of range → the 0003 at each console; ${whole(alarms)} alarms × ${m.consoles.length} consoles: ${whole(latencies.length)} of ${whole(expected)} arrived`,
  ]);
  rows.push([`${label}: reading → 0003 p99`, ms(quantile(latencies, 0.99)), `max ${ms(quantile(latencies, 1))}; target p99 ≤ 2 s`]);

  const frames = new Map(m.frames);
  const perSecond = (event: string, consoles: number) => (consoles ? (frames.get(event) ?? 0) / consoles / seconds : 0).toFixed(1);
  rows.push([
    `${label}: socket frames per watching console`,
    `${perSecond('0101', sizes.watchers)} 0101/s`,
    `${whole(sizes.watchers)} of ${whole(m.consoles.length)} consoles have a page of live readings open and said so (0101, 0102: 0102 ${perSecond('0102', sizes.watchers)}/s); every console: 0003 ${perSecond('0003', m.consoles.length)}/s, 0103 ${perSecond('0103', m.consoles.length)}/s`,
  ]);

  const { cpu } = m;
  if (cpu.available) {
    const platform = cpu.instances.reduce((a, b) => a + b, 0) + cpu.postgres + cpu.redis;
    rows.push([
      `${label}: cores used by the platform`,
      `${pct(platform, seconds)} of ${CORES}`,
      `instances ${cpu.instances.map((s) => pct(s, seconds)).join(' + ')}, PostgreSQL ${pct(cpu.postgres, seconds)}, Redis ${pct(cpu.redis, seconds)} (CPU time from /proc over wall time); their threads waited ${(cpu.waiting / seconds).toFixed(2)} s a second for a free core`,
    ]);
    rows.push([
      `${label}: cores used by the load generator`,
      `${pct(cpu.generator, seconds)} of ${CORES}`,
      `gateways and consoles, one process; its event loop lagged ${ms(cpu.generatorLagMs)} at p99 (the latencies above include it)`,
    ]);
  } else {
    rows.push([`${label}: cores used`, 'not measured', 'no /proc here, or the engines run elsewhere']);
  }

  const growth = ((m.bytes.after - m.bytes.before) * 86_400) / seconds;
  rows.push([
    `${label}: database growth per day`,
    `${(growth / 2 ** 30).toFixed(1)} GB/day`,
    `size over the steady phase × 86,400 / ${seconds.toFixed(0)} s: ${whole((m.bytes.after - m.bytes.before) / Math.max(1, samples.readings))} bytes per reading (readings, rollups, alarms, and the dead rows of updated state and hour rollups until vacuum reuses them; WAL not counted); ${(m.bytes.end / 2 ** 20).toFixed(0)} MB at the end`,
  ]);

  const { failover } = m;
  const { takeover } = failover;
  rows.push([
    'scale, failover: lease holder killed → another holds its leases',
    takeover.leasesMoved === undefined ? 'not within 60 s' : `${takeover.leasesMoved.toFixed(1)} s`,
    `kill -9 under the load of the instance holding ${failover.leases.length} leases; first notification after it at ${takeover.firstNotification === undefined ? 'none' : `+${takeover.firstNotification.toFixed(1)} s`}; target ≤ 15 s`,
  ]);
  const hotAll = m.hot.length;
  rows.push([
    'scale, failover: alarms lost',
    `${whole(failover.alarmsLost)} of ${whole(hotAll)}`,
    `readings out of range answered as stored whose alarm is missing, whole run; ${whole(failover.retried)} posts sent again to the other instance; ${failover.unsent} alarms still unsent at the end; target 0`,
  ]);
  rows.push([
    'scale, failover: notifications sent twice',
    whole(failover.notifications.twice),
    `rows beyond the first per alarm, level, channel and receiver, of ${whole(failover.notifications.rows)} for ${whole(failover.notifications.alarms)} alarms; target 0`,
  ]);
  if (m.refusals.length) rows.push(['scale, fleet: batches refused', String(m.refusals.length), m.refusals[0]!]);
  return rows;
}
