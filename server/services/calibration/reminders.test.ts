import { planAfterCalibration } from '../resources/calibrationHooks';
import { duePlan } from './reminders';

const DAY = 86_400;
const NOW = 1_800_000_000;

describe('a calibration plan’s due state', () => {
  it('is due from remindDays before the next due date, overdue from it, not before', () => {
    const plan = { name: 'Cold store', nextDueDate: NOW + 30 * DAY, remindDays: 30, deviceIds: [1, 2] };
    expect(duePlan(1, plan, NOW - 1)).toBeNull();
    expect(duePlan(1, plan, NOW)).toEqual({ id: 1, name: 'Cold store', nextDueDate: NOW + 30 * DAY, daysLeft: 30, overdue: false, deviceCount: 2 });
    expect(duePlan(1, plan, NOW + 29 * DAY + 1)).toMatchObject({ daysLeft: 1, overdue: false });
    expect(duePlan(1, plan, NOW + 30 * DAY)).toMatchObject({ daysLeft: 0, overdue: true });
    expect(duePlan(1, plan, NOW + 40 * DAY)).toMatchObject({ daysLeft: -10, overdue: true });
  });

  it('reminds 30 days ahead when the plan names no reminder days, and never without a due date', () => {
    expect(duePlan(1, { name: 'x', nextDueDate: NOW + 30 * DAY }, NOW)).not.toBeNull();
    expect(duePlan(1, { name: 'x', nextDueDate: NOW + 31 * DAY }, NOW)).toBeNull();
    expect(duePlan(1, { name: 'x' }, NOW)).toBeNull();
  });

  it('moves on with a calibration: the next due date is its date plus the interval; an older one changes nothing', () => {
    const plan = { intervalDays: 90, lastCalibratedAt: NOW - 80 * DAY, nextDueDate: NOW + 10 * DAY };
    expect(planAfterCalibration(plan, NOW)).toEqual({ intervalDays: 90, lastCalibratedAt: NOW, nextDueDate: NOW + 90 * DAY });
    expect(planAfterCalibration(plan, NOW - 100 * DAY)).toBe(plan);
  });
});
