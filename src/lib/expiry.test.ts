import { describe, expect, it } from 'vitest';
import { expiringSoonLimit } from './expiry';

const unix = (iso: string) => Date.parse(iso) / 1000;

describe('expiringSoonLimit', () => {
  it('is three calendar months later by default (spec §9)', () => {
    expect(expiringSoonLimit(unix('2025-01-15T10:30:00Z'))).toBe(unix('2025-04-15T10:30:00Z'));
  });

  it('crosses the year', () => {
    expect(expiringSoonLimit(unix('2025-11-20T00:00:00Z'))).toBe(unix('2026-02-20T00:00:00Z'));
  });

  it('clamps to the last day of a shorter month', () => {
    expect(expiringSoonLimit(unix('2025-11-30T08:00:00Z'))).toBe(unix('2026-02-28T08:00:00Z'));
    expect(expiringSoonLimit(unix('2023-11-30T08:00:00Z'))).toBe(unix('2024-02-29T08:00:00Z'));
    expect(expiringSoonLimit(unix('2025-05-31T00:00:00Z'))).toBe(unix('2025-08-31T00:00:00Z'));
  });

  it('takes another number of months', () => {
    expect(expiringSoonLimit(unix('2025-03-31T00:00:00Z'), 1)).toBe(unix('2025-04-30T00:00:00Z'));
  });
});
