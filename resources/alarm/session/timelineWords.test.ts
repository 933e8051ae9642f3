import { describe, expect, it } from 'vitest';
import type { AlarmTimelineEntry } from '../../../src/lib/alarms';
import { timelineLine, timelineOrder } from './timelineWords';

const translate = (key: string, options?: Record<string, unknown>) =>
  options && '_' in options ? String(key.split('.').pop()) : `${key}${options ? JSON.stringify(options) : ''}`;
const entry = (
  id: number,
  ts: number,
  kind: AlarmTimelineEntry['kind'],
  detail: Record<string, unknown> = {},
  level: number | null = null,
): AlarmTimelineEntry => ({ id, ts, kind, level, actor: '', detail });

describe('the session timeline', () => {
  it('is in time order, entries of the same second in the order they were written', () => {
    const ordered = timelineOrder([entry(3, 300, 'ended'), entry(2, 100, 'notification'), entry(1, 100, 'opened'), entry(4, 200, 'level')]);
    expect(ordered.map((e) => e.id)).toEqual([1, 2, 4, 3]);
  });

  it('says what each entry did', () => {
    expect(timelineLine(translate, entry(1, 0, 'notification', { channel: 'voice', receiverName: 'Zhang', state: 'unsent', reason: 'voicePerHour' }))).toBe(
      'voice → Zhang: unsent — voicePerHour',
    );
    expect(timelineLine(translate, entry(1, 0, 'notification', { channel: 'voice', receiverName: 'Zhang', state: 'success', callState: 'notAnswered' }))).toBe(
      'voice → Zhang: success, notAnswered',
    );
    expect(timelineLine(translate, entry(1, 0, 'ended', { reason: 'manual', comment: 'Sensor replaced' }))).toBe('manual — Sensor replaced');
    // a data timeout says what it meant (issue 26); one stored before, the plain reason
    expect(timelineLine(translate, entry(1, 0, 'ended', { reason: 'dataTimeout', detail: 'silent', minutes: 10 }))).toBe(
      'alarm.endDetails.silent{"smart_count":10}',
    );
    expect(timelineLine(translate, entry(1, 0, 'ended', { reason: 'dataTimeout', detail: 'backInRange', minutes: 20 }))).toBe(
      'alarm.endDetails.backInRange{"smart_count":20}',
    );
    expect(timelineLine(translate, entry(1, 0, 'ended', { reason: 'dataTimeout' }))).toBe('dataTimeout');
    expect(timelineLine(translate, entry(1, 0, 'acknowledged', { solutionId: 3, solutionName: 'Move the stock' }))).toBe('Move the stock');
    expect(timelineLine(translate, entry(1, 0, 'comment', { comment: 'On my way' }))).toBe('On my way');
    expect(timelineLine(translate, entry(1, 0, 'level', {}, 3))).toBe('alarm.level{"level":3}');
    expect(timelineLine(translate, entry(1, 0, 'opened', { unknown: true }))).toBe('');
  });
});
