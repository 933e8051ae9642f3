/**
 * When simulated readings fall due, and what story time they tell.
 *
 * Readings are stamped with real time (the app's clock), never ahead of it: ingestion refuses the
 * future. SIM_SPEED runs the story faster instead: from an anchor on, a real second tells `speed`
 * seconds of story, and a device sends every period / speed real seconds (at least one), so each
 * reading still stands a period of story after the one before. Before the anchor the story is real
 * time. The anchor is kept in the database (settings `simulator.clock`), so a restart continues the
 * same story; with SIM_SPEED 1 and no anchor there is nothing to keep.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface StoryClock {
  /** real unix seconds at which `speed` took effect, and the story time then */
  real: number;
  story: number;
  speed: number;
}

const KEY = 'simulator.clock';

export function storyAt(clock: StoryClock | null, t: number): number {
  return !clock || t < clock.real ? t : clock.story + (t - clock.real) * clock.speed;
}

/** Real seconds between two readings of a device with this acquisition period, at real time `t`. */
export function intervalAt(clock: StoryClock | null, period: number, t: number): number {
  return !clock || t < clock.real ? period : Math.max(1, Math.round(period / clock.speed));
}

/** Times t in (after, until] with t ≡ phase (mod every). */
function steps(after: number, until: number, every: number, phase: number, out: number[]): void {
  const rest = (((phase - after) % every) + every) % every;
  for (let t = after + (rest === 0 ? every : rest); t <= until; t += every) out.push(t);
}

/**
 * The real times in (after, until] at which a device of this period and phase sends: its own grid
 * of the period before the anchor, of period / speed after it.
 */
export function dueTimes(clock: StoryClock | null, period: number, phase: number, after: number, until: number): number[] {
  const out: number[] = [];
  if (after >= until) return out;
  if (!clock || until < clock.real) {
    steps(after, until, period, phase, out);
    return out;
  }
  if (after < clock.real - 1) steps(after, clock.real - 1, period, phase, out);
  steps(Math.max(after, clock.real - 1), until, intervalAt(clock, period, clock.real), phase, out);
  return out;
}

/**
 * Where history starts for a device last heard at `lastTs` (null: never): `days` of story back from
 * `now`, but never before what it already sent. Past the anchor, a fast story sends `speed` times as
 * many readings per real second: it is filled for `days` of story, not of real time.
 */
export function historyStart(clock: StoryClock | null, lastTs: number | null, now: number, days: number): number {
  const span = days * 86_400;
  let from = now - span;
  if (clock && clock.speed > 1 && clock.real <= now - span / clock.speed) from = now - span / clock.speed;
  return Math.floor(lastTs === null ? from : Math.max(from, lastTs));
}

export async function loadClock(db: Kysely<Database>): Promise<StoryClock | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row) return null;
  try {
    const value = JSON.parse(row.value) as Partial<StoryClock>;
    return typeof value.real === 'number' && typeof value.story === 'number' && typeof value.speed === 'number' && value.speed > 0
      ? { real: value.real, story: value.story, speed: value.speed }
      : null;
  } catch {
    return null;
  }
}

/**
 * The clock to run with from `now` on at `speed`: the kept one while its speed is unchanged,
 * else a new anchor where the old story stands now. Stored when it changed.
 */
export async function clockFor(db: Kysely<Database>, kept: StoryClock | null, speed: number, now: number): Promise<StoryClock | null> {
  if (kept ? kept.speed === speed : speed === 1) return kept;
  const clock = { real: now, story: storyAt(kept, now), speed };
  const value = JSON.stringify(clock);
  await db.insertInto('settings').values({ key: KEY, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
  return clock;
}
