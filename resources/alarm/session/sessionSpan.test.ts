import { describe, expect, it } from 'vitest';
import { sessionSpan } from './sessionSpan';

const HOUR = 3600;
const T = 1_700_000_040; // a whole minute

describe('the readings the session draws', () => {
  it('pad a short alarm by 15 minutes either side, on whole minutes', () => {
    expect(sessionSpan({ createdAt: T, firstExceededAt: T - 120, durationSeconds: 600, endedAt: T + 600 }, 31)).toEqual({
      start: T - 120 - 900,
      end: T + 600 + 900,
    });
  });

  it('pad a longer one by a quarter of its length, at most 6 hours, and an open one to its last second', () => {
    expect(sessionSpan({ createdAt: T, firstExceededAt: T, durationSeconds: 8 * HOUR, endedAt: null }, 31)).toEqual({
      start: T - 2 * HOUR,
      end: T + 10 * HOUR,
    });
    expect(sessionSpan({ createdAt: T, firstExceededAt: T, durationSeconds: 48 * HOUR, endedAt: T + 48 * HOUR }, 31)).toEqual({
      start: T - 6 * HOUR,
      end: T + 54 * HOUR,
    });
  });

  it('stay within the user’s range limit', () => {
    const span = sessionSpan({ createdAt: T, firstExceededAt: T, durationSeconds: 40 * 86400, endedAt: T + 40 * 86400 }, 31);
    expect(span.end - span.start).toBe(31 * 86400);
  });
});
