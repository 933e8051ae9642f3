import { describe, expect, it } from 'vitest';
import { appliesTo, eligibleIds } from './eligible';

const open = { id: 1, status: 'open' as const, acknowledgedAt: null };
const acknowledged = { id: 2, status: 'open' as const, acknowledgedAt: 100 };
const ended = { id: 3, status: 'closed' as const, acknowledgedAt: null };

describe('which alarms an action applies to', () => {
  it('acknowledges the open ones not yet acknowledged; closes and snoozes every open one', () => {
    expect(eligibleIds('acknowledge', [open, acknowledged, ended])).toEqual([1]);
    expect(eligibleIds('close', [open, acknowledged, ended])).toEqual([1, 2]);
    expect(eligibleIds('snooze', [open, acknowledged, ended])).toEqual([1, 2]);
    expect(appliesTo('close', ended)).toBe(false);
  });

  it('names at most 100 in one call', () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ ...open, id: i + 1 }));
    expect(eligibleIds('close', many)).toHaveLength(100);
  });
});
