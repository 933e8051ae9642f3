import { between, hashBase, hashUnit, mulberry32, textKey, unitOf } from './seededRandom';

describe('seededRandom', () => {
  it('keeps the stream the demo data was seeded with (the seed of issue 10: the same devices on every machine)', () => {
    const next = mulberry32(20240601);
    expect([next(), next(), next()]).toEqual([0.35344086796976626, 0.02818377036601305, 0.6889668190851808]);
    const again = mulberry32(20240601);
    expect(Array.from({ length: 50 }, () => between(again, 1, 6)).every((n) => n >= 1 && n <= 6 && Number.isInteger(n))).toBe(true);
  });

  it('hashes keys to numbers in [0, 1), the same for the same key, spread over the range', () => {
    const values = Array.from({ length: 10_000 }, (_, i) => hashUnit(7, i, 3));
    expect(values).toEqual(Array.from({ length: 10_000 }, (_, i) => hashUnit(7, i, 3)));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const tenths = Array.from({ length: 10 }, (_, d) => values.filter((v) => Math.floor(v * 10) === d).length);
    for (const count of tenths) expect(count).toBeGreaterThan(900);
    expect(hashUnit(7, 1, 3)).not.toBe(hashUnit(8, 1, 3));
    expect(hashUnit(7, 2 ** 33, 3)).not.toBe(hashUnit(7, 0, 3));
  });

  it('hashes onto a (seed, key) base as well, different per base, tag and value', () => {
    const base = hashBase(1, textKey('10000001'));
    expect(unitOf(base, 5, 100)).toBe(unitOf(hashBase(1, textKey('10000001')), 5, 100));
    expect(new Set([unitOf(base, 5, 100), unitOf(base, 6, 100), unitOf(base, 5, 101), unitOf(hashBase(2, textKey('10000001')), 5, 100)]).size).toBe(4);
    expect(textKey('10000001')).not.toBe(textKey('10000038'));
  });
});
