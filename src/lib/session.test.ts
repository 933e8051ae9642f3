import { expiryFrom, isAdminValue, isExpired } from './session';

describe('isAdminValue (spec §4: admin when the value is 1 or less)', () => {
  it.each([
    [0, true],
    [1, true],
    [-1, true],
    [0.5, true],
    ['1', true],
    ['0', true],
    [' 1 ', true],
    [2, false],
    [1.01, false],
    ['2', false],
    ['', false],
    ['  ', false],
    ['abc', false],
    [null, false],
    [undefined, false],
    [true, false],
    [false, false],
    [NaN, false],
    [Infinity, false],
    [-Infinity, false],
    [[1], false],
    [{}, false],
  ])('%j → %s', (value, expected) => {
    expect(isAdminValue(value)).toBe(expected);
  });
});

describe('expiryFrom / isExpired', () => {
  it('adds tokentime to now', () => {
    expect(expiryFrom(7200, 1_000)).toBe(8_200);
  });

  it.each([
    [8_200, 8_199, false],
    [8_200, 8_200, true],
    [8_200, 9_000, true],
    [0, 9_000, false],
    [null, 9_000, false],
    [undefined, 9_000, false],
    [-5, 9_000, false],
  ])('expireTime %j at %d → %s', (expireTime, now, expected) => {
    expect(isExpired(expireTime, now)).toBe(expected);
  });
});
