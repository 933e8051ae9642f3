/**
 * Shapes the simulator builds values from, all pure functions of time: slow smooth noise, a
 * reading's own jitter, the heat a door (or a defrost) lets in, an excursion's trapezoid.
 */
import { unitOf } from '../seededRandom';

/** Smooth value noise in [-1, 1]: hashed knots every `knot` seconds (`base`: seededRandom.hashBase of the seed and the device), eased between. */
export function smooth(base: number, tag: number, s: number, knot: number): number {
  const i = Math.floor(s / knot);
  const f = (s - i * knot) / knot;
  const a = unitOf(base, tag, i) * 2 - 1;
  const b = unitOf(base, tag, i + 1) * 2 - 1;
  return a + (b - a) * f * f * (3 - 2 * f);
}

/** Noise of one reading in [-amplitude, amplitude]. */
export function jitter(base: number, tag: number, s: number, amplitude: number): number {
  return (unitOf(base, tag, s) * 2 - 1) * amplitude;
}

/**
 * How much of its full rise a disturbance of [start, end) has brought at `s`, from 0 to 1: it
 * climbs while open (time constant `rise`) and fades after (time constant `fall`).
 */
export function disturbance(s: number, start: number, end: number, rise: number, fall: number): number {
  if (s < start) return 0;
  if (s < end) return 1 - Math.exp(-(s - start) / rise);
  return (1 - Math.exp(-(end - start) / rise)) * Math.exp(-(s - end) / fall);
}

/** An excursion's weight at `s`: up in its first quarter, full for half, down in the last quarter. */
export function trapezoid(s: number, start: number, end: number): number {
  if (s < start || s >= end) return 0;
  const quarter = (end - start) / 4;
  const x = s - start;
  if (x < quarter) return x / quarter;
  if (x > 3 * quarter) return (end - s) / quarter;
  return 1;
}
