import { duePeriodSince, latestDuePeriod } from './schedulePeriods';

const CHINA = 480;
/** Unix seconds of a wall time in China (UTC+8). */
const china = (text: string) => Date.parse(`${text}+08:00`) / 1000;

describe('the periods of scheduled reports (UTC+8, made at 01:00)', () => {
  it('daily: the previous day from 01:00, else the day before', () => {
    expect(latestDuePeriod('daily', china('2026-11-26T01:00:00'), CHINA, 1)).toEqual({
      start: china('2026-11-25T00:00:00'),
      end: china('2026-11-26T00:00:00'),
      runAt: china('2026-11-26T01:00:00'),
    });
    expect(latestDuePeriod('daily', china('2026-11-26T00:59:59'), CHINA, 1)).toMatchObject({
      start: china('2026-11-24T00:00:00'),
      end: china('2026-11-25T00:00:00'),
    });
  });

  it('weekly: Monday to Sunday, made on Monday', () => {
    // 2026-11-23 is a Monday
    const monday = latestDuePeriod('weekly', china('2026-11-23T01:30:00'), CHINA, 1);
    expect(monday).toEqual({ start: china('2026-11-16T00:00:00'), end: china('2026-11-23T00:00:00'), runAt: china('2026-11-23T01:00:00') });
    // the rest of the week, and Monday before the hour, still point at it or the week before
    expect(latestDuePeriod('weekly', china('2026-11-29T23:59:00'), CHINA, 1)).toEqual(monday);
    expect(latestDuePeriod('weekly', china('2026-11-23T00:30:00'), CHINA, 1)).toMatchObject({
      start: china('2026-11-09T00:00:00'),
      end: china('2026-11-16T00:00:00'),
    });
  });

  it('monthly: the previous calendar month, made on the 1st, across a year and February', () => {
    expect(latestDuePeriod('monthly', china('2027-01-01T01:00:00'), CHINA, 1)).toEqual({
      start: china('2026-12-01T00:00:00'),
      end: china('2027-01-01T00:00:00'),
      runAt: china('2027-01-01T01:00:00'),
    });
    expect(latestDuePeriod('monthly', china('2028-03-15T12:00:00'), CHINA, 1)).toMatchObject({
      start: china('2028-02-01T00:00:00'),
      end: china('2028-03-01T00:00:00'),
    });
    expect(latestDuePeriod('monthly', china('2028-03-01T00:10:00'), CHINA, 1)).toMatchObject({
      start: china('2028-01-01T00:00:00'),
      end: china('2028-02-01T00:00:00'),
    });
  });

  it('reads the days in the zone given, not the server’s', () => {
    // 2026-11-25 20:00 UTC is already the 26th, 04:00, in China
    const at = Date.parse('2026-11-25T20:00:00Z') / 1000;
    expect(latestDuePeriod('daily', at, CHINA, 1).start).toBe(china('2026-11-25T00:00:00'));
    expect(latestDuePeriod('daily', at, 0, 1).start).toBe(Date.parse('2026-11-24T00:00:00Z') / 1000);
  });

  it('a period is due only when made after the schedule began: one begun at 15:00 first runs the next morning', () => {
    const now = china('2026-11-26T16:00:00');
    const period = latestDuePeriod('daily', now, CHINA, 1);
    expect(duePeriodSince('daily', now, CHINA, 1, china('2026-11-26T00:30:00'))).toEqual(period);
    expect(duePeriodSince('daily', now, CHINA, 1, china('2026-11-26T01:00:00'))).toEqual(period);
    expect(duePeriodSince('daily', now, CHINA, 1, china('2026-11-26T15:00:00'))).toBeNull();
    expect(duePeriodSince('daily', china('2026-11-27T01:00:00'), CHINA, 1, china('2026-11-26T15:00:00'))).toMatchObject({ start: china('2026-11-26T00:00:00') });
  });
});
