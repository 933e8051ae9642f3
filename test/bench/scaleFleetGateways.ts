/**
 * The fleet's devices and the gateways that carry their readings, as the fleet bench drives them:
 * - each device takes a reading once a minute, at a phase of its own in the minute (random) and
 *   with a jitter of ±1 s on each period;
 * - the devices are dealt round the gateways; every second each gateway posts one signed batch of
 *   what its devices took since its last batch (one batch in flight per gateway: a slow answer
 *   makes the next batch bigger, never two at once);
 * - a gateway posts to its instance; when the connection fails (the instance died) it sends the
 *   same readings again to the next instance at once, and stays there, as a gateway with a list of
 *   addresses (or a load balancer) would;
 * - a known share of readings is out of range (45.5 °C over a rule of 2–8 °C that opens on the
 *   first breach): device d's k-th reading of the run is hot when (d + k) is a multiple of
 *   1 / share, so a device runs hot at most once per 1/share minutes, long after the alarm of its
 *   previous one ended (data timeout: 10 min). Each hot reading is remembered with the time its
 *   successful post began, to be matched with its 0003 and its alarm.
 */
import type { ReadingInput } from '../../src/lib/readings';
import type { SigningConfig } from '../../src/lib/signing';
import { postBatch } from '../support/ingestBatch';
import { readingOf } from './readingsServer';
import type { FleetDevice } from './scaleFleetData';

export const HOT_TEMPERATURE = 45.5;
const PERIOD_MS = 60_000;
const JITTER_MS = 1_000;
/** the endpoint's largest batch (src/lib/readings.ts INGEST_MAX_BATCH) */
const MAX_BATCH = 2_000;

export interface HotReading {
  deviceId: number;
  ts: number;
  /** Date.now() when the post that stored it began */
  postedAt: number;
  /** the phase it was stored in */
  phase: string;
}

interface Pending {
  device: number;
  taken: number;
  reading: ReadingInput;
  hot: boolean;
}

/** What the bench reads afterwards, per phase. */
export interface PhaseSamples {
  /** reading taken → its batch answered (ms), one per reading */
  takenToStored: number[];
  /** batch post → answer (ms), one per batch */
  postToAnswer: number[];
  readings: number;
  batches: number;
}

export interface FleetLoad {
  /** phase of what is stored from now on */
  phase: string;
  readonly hot: Map<number, HotReading>;
  samples(phase: string): PhaseSamples;
  /** posts that failed on the connection and were sent again elsewhere */
  readonly retried: number;
  /** batches refused (not status 1) or rows rejected; the first refusals' text */
  readonly refusals: string[];
  /** stops taking readings, then waits for every gateway to have posted what it holds */
  stop(): Promise<void>;
}

export interface FleetLoadOptions {
  devices: readonly FleetDevice[];
  gateways: number;
  /** instance URLs; gateway g starts on g % length */
  urls: readonly string[];
  signing: SigningConfig;
  /** share of readings out of range (0: none) */
  hotShare: number;
}

export function startFleetLoad(options: FleetLoadOptions): FleetLoad {
  const { devices, urls, signing } = options;
  const hotEvery = options.hotShare > 0 ? Math.max(1, Math.round(1 / options.hotShare)) : 0;
  const start = Date.now();
  /** second since start → devices taking a reading then */
  const due = new Map<number, number[]>();
  const takenCount = new Uint32Array(devices.length);
  const schedule = (device: number, at: number) => {
    const second = Math.floor((at - start) / 1000);
    let list = due.get(second);
    if (!list) due.set(second, (list = []));
    list.push(device);
  };
  const nextAt = new Float64Array(devices.length);
  devices.forEach((_, d) => {
    nextAt[d] = start + Math.random() * PERIOD_MS;
    schedule(d, nextAt[d]!);
  });

  const byPhase = new Map<string, PhaseSamples>();
  const samplesOf = (phase: string) => {
    let samples = byPhase.get(phase);
    if (!samples) byPhase.set(phase, (samples = { takenToStored: [], postToAnswer: [], readings: 0, batches: 0 }));
    return samples;
  };
  const hot = new Map<number, HotReading>();
  const refusals: string[] = [];
  let retried = 0;
  const load: FleetLoad = {
    phase: 'warmup',
    hot,
    samples: samplesOf,
    get retried() {
      return retried;
    },
    refusals,
    stop,
  };

  interface Gateway {
    queue: Pending[];
    busy: Promise<void> | null;
    instance: number;
  }
  const gateways: Gateway[] = Array.from({ length: Math.max(1, options.gateways) }, (_, g) => ({ queue: [], busy: null, instance: g % urls.length }));

  async function post(gateway: Gateway): Promise<void> {
    const batch = gateway.queue.splice(0, MAX_BATCH);
    for (let attempt = 0; attempt < urls.length * 3; attempt += 1) {
      const postedAt = Date.now();
      let answer: Awaited<ReturnType<typeof postBatch>>;
      try {
        answer = await postBatch(urls[gateway.instance]!, signing, batch.map((p) => p.reading));
      } catch {
        // the connection failed: the next address, at once, with the same readings
        retried += 1;
        gateway.instance = (gateway.instance + 1) % urls.length;
        continue;
      }
      const answeredAt = Date.now();
      const { envelope } = answer;
      if (envelope.status !== '1' || envelope.data?.rejected.length) {
        if (refusals.length < 5) refusals.push(JSON.stringify(envelope).slice(0, 300));
        if (envelope.status !== '1') {
          // refused whole (a limit, a fault): kept for the next second
          gateway.queue.unshift(...batch);
          return;
        }
      }
      const samples = samplesOf(load.phase);
      samples.batches += 1;
      samples.readings += batch.length;
      samples.postToAnswer.push(answeredAt - postedAt);
      for (const pending of batch) {
        samples.takenToStored.push(answeredAt - pending.taken);
        if (pending.hot) hot.set(devices[pending.device]!.id, { deviceId: devices[pending.device]!.id, ts: Number(pending.reading.ts), postedAt, phase: load.phase });
      }
      return;
    }
    // every address failed three times over: kept for the next second
    gateway.queue.unshift(...batch);
  }

  let second = 0;
  let taking = true;
  function tick(): void {
    const now = Date.now();
    // every second whose readings have all been taken by now
    while (taking && start + (second + 1) * 1000 <= now) {
      for (const d of due.get(second) ?? []) {
        const device = devices[d]!;
        const taken = nextAt[d]!;
        const k = takenCount[d]!;
        takenCount[d] = k + 1;
        const isHot = hotEvery > 0 && (d + k) % hotEvery === 0;
        const temperature = isHot ? HOT_TEMPERATURE : 4 + ((d + k) % 30) / 10;
        gateways[d % gateways.length]!.queue.push({ device: d, taken, reading: readingOf(device, Math.floor(taken / 1000), temperature), hot: isHot });
        nextAt[d] = taken + PERIOD_MS + (Math.random() * 2 - 1) * JITTER_MS;
        schedule(d, nextAt[d]!);
      }
      due.delete(second);
      second += 1;
    }
    for (const gateway of gateways) {
      if (gateway.busy || !gateway.queue.length) continue;
      gateway.busy = post(gateway).finally(() => (gateway.busy = null));
    }
  }
  const timer = setInterval(tick, 1000);

  async function stop(): Promise<void> {
    taking = false;
    clearInterval(timer);
    // what the gateways still hold goes out, one batch after another (a second apart once refused)
    for (let round = 0; round < 60; round += 1) {
      await Promise.all(gateways.map((gateway) => gateway.busy));
      const left = gateways.filter((gateway) => gateway.queue.length);
      if (!left.length) return;
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const gateway of left) gateway.busy = post(gateway).finally(() => (gateway.busy = null));
    }
    throw new Error(`the gateways could not post their last readings: ${refusals.join(' | ')}`);
  }
  return load;
}
