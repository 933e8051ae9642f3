/**
 * Deterministic pseudo-randomness (mulberry32): the same demo data and the same simulated
 * readings on every machine. `mulberry32` is a stream for the seed; `hashUnit` gives random
 * access (a value for any key, with no state), which the simulator needs to be a pure function of time.
 */

const GOLDEN = 0x6d2b79f5;

/** mulberry32's output step: a well-mixed unsigned 32-bit integer for a 32-bit state. */
export function mix32(state: number): number {
  let t = (state + GOLDEN) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** A stream of numbers in [0, 1) for the seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    const out = mix32(a);
    a = (a + GOLDEN) >>> 0;
    return out / 4_294_967_296;
  };
}

/** An integer in [min, max], both included, from a stream. */
export const between = (next: () => number, min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

/** An unsigned 32-bit hash of integers (non-integers are floored; values past 2^32 keep their high part). */
export function hash32(...parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    const whole = Math.floor(part);
    h = mix32((h ^ (whole >>> 0)) >>> 0);
    const high = Math.floor(whole / 4_294_967_296);
    if (high !== 0) h = mix32((h ^ (high >>> 0)) >>> 0);
  }
  return h;
}

/** A number in [0, 1) for a key: the same key gives the same number. */
export function hashUnit(...parts: readonly number[]): number {
  return hash32(...parts) / 4_294_967_296;
}

/**
 * The hash state of a (seed, key) pair: values hashed onto it with `unitOf` cost two mixing steps,
 * which matters to the simulator (dozens of hashes per reading, hundreds of thousands of readings).
 */
export function hashBase(seed: number, key: number): number {
  return mix32((mix32(seed >>> 0) ^ (key >>> 0)) >>> 0);
}

/** A number in [0, 1) for (base, tag, x); x is taken modulo 2^32. */
export function unitOf(base: number, tag: number, x = 0): number {
  return mix32((mix32((base ^ tag) >>> 0) ^ (x >>> 0)) >>> 0) / 4_294_967_296;
}

/** A key number for a text (FNV-1a), to hash names and device numbers with. */
export function textKey(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
