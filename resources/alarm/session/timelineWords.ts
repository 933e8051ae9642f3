/**
 * An alarm's timeline entries as the session page reads them: in time order (ties by id, the order
 * they were written), each with its kind's word and a line of what happened. The entry's `detail`
 * is the server's JSON; unknown keys are ignored. Pure over `translate`.
 */
import type { AlarmTimelineEntry } from '../../../src/lib/alarms';
import { endText, type Translate } from '../shared/alarmWords';
import { formatDateTime } from '../../../src/lib/dateTimeFormat';
import { DEFAULT_LANGUAGE } from '../../../src/lib/language';

export function timelineOrder(entries: readonly AlarmTimelineEntry[]): AlarmTimelineEntry[] {
  return [...entries].sort((a, b) => a.ts - b.ts || a.id - b.id);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** "SMS → Zhang San: Unsent — Voice alarms allow 1 call per minute per called number" */
function notificationLine(translate: Translate, detail: Record<string, unknown>): string {
  const channel = text(detail.channel);
  const receiver = text(detail.receiverName);
  const state = text(detail.state);
  const call = text(detail.callState);
  const reason = text(detail.reason);
  const head = [channel ? translate(`alarm.channels.${channel}`, { _: channel }) : '', receiver].filter(Boolean).join(' → ');
  const status = [state ? translate(`alarm.sendStates.${state}`, { _: state }) : '', call ? translate(`alarm.callStates.${call}`, { _: call }) : '']
    .filter(Boolean)
    .join(', ');
  const why = reason ? translate(`alarm.reasons.${reason}`, { _: reason }) : '';
  return [head && status ? `${head}: ${status}` : head || status, why].filter(Boolean).join(' — ');
}

/** What happened, in one line ('' when the kind says it all); times in `locale`'s form. */
export function timelineLine(translate: Translate, entry: AlarmTimelineEntry, locale: string = DEFAULT_LANGUAGE): string {
  const d = entry.detail ?? {};
  switch (entry.kind) {
    case 'opened': {
      const value = text(d.value);
      const threshold = text(d.threshold);
      return value && threshold ? translate('alarm.pages.session.line.opened', { value, threshold }) : text(d.message);
    }
    case 'level':
      return entry.level === null ? '' : translate('alarm.level', { level: entry.level });
    case 'notification':
      return notificationLine(translate, d);
    case 'acknowledged':
      return [text(d.solutionName), text(d.comment)].filter(Boolean).join(' — ');
    case 'comment':
      return text(d.comment) || text(d.text);
    case 'snoozed': {
      const until = typeof d.until === 'number' ? formatDateTime(d.until, locale) : '';
      return until
        ? translate('alarm.pages.session.line.snoozedUntil', { time: until })
        : text(d.minutes)
          ? translate('alarm.pages.session.line.snoozedFor', { minutes: text(d.minutes) })
          : '';
    }
    case 'ended':
      return [endText(translate, { reason: d.reason, detail: d.detail, minutes: d.minutes }), text(d.comment)].filter(Boolean).join(' — ');
    default:
      return '';
  }
}
