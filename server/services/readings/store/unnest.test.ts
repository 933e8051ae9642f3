import { numberArray } from './unnest';

describe('numberArray', () => {
  it('writes PostgreSQL’s array literal of numbers, NULL for a missing value', () => {
    expect(numberArray([])).toBe('{}');
    expect(numberArray([1, 2.5, null, -3, undefined, 1e-7, 1_700_000_000])).toBe('{1,2.5,NULL,-3,NULL,1e-7,1700000000}');
  });

  it('refuses anything but a finite number: nothing is ever quoted into the literal', () => {
    expect(() => numberArray([Number.NaN])).toThrow(/Not a number/);
    expect(() => numberArray([Number.POSITIVE_INFINITY])).toThrow(/Not a number/);
    expect(() => numberArray(['1,2}' as unknown as number])).toThrow(/Not a number/);
  });
});
