import { describe, expect, it } from 'vitest';
import type { AlarmNotification } from '../../../src/lib/alarms';
import { formatUnix } from '../../../src/framework/widgets/unixTime';
import { EXPORT_COLUMNS, historyTable } from './historyExport';
import type { HistoryRowData } from './HistoryRow';

const translate = (key: string, options?: Record<string, unknown>) =>
  options && '_' in options ? `${key.split('.').slice(-2).join('.')}` : key.split('.').pop()!;

const row: HistoryRowData = {
  id: 12,
  deviceId: 7,
  deviceNumber: '88600001',
  deviceName: 'Fridge',
  organizationId: 3,
  organizationName: 'Nanjing',
  kind: 'temperature_high',
  level: 2,
  status: 'closed',
  handling: 'processed',
  ruleId: null,
  ruleName: '',
  createdAt: 1_700_000_000,
  firstExceededAt: 1_700_000_000,
  lastExceededAt: 1_700_003_000,
  peakValue: 9.6,
  threshold: 8,
  durationSeconds: 5400,
  endedAt: 1_700_005_400,
  endReason: 'manual',
  endedBy: 'admin0001',
  closeComment: 'Sensor replaced',
  acknowledgedAt: 1_700_000_600,
  acknowledgedBy: 'admin0001',
  ackComment: 'On my way',
  solutionId: null,
  snoozedUntil: null,
};

const sms: AlarmNotification = {
  id: 1,
  alarmId: 12,
  level: 1,
  channel: 'sms',
  receiverId: 4,
  receiverName: 'Zhang',
  address: '138****0001',
  text: '',
  state: 'failed',
  callState: null,
  reason: 'insufficientBalance',
  cost: 0,
  createdAt: 1_700_000_060,
  updatedAt: 1_700_000_060,
};

describe('the history export', () => {
  it('has the page’s columns in its words', () => {
    const table = historyTable(translate, [row], false);
    expect(table.header).toEqual([...EXPORT_COLUMNS]);
    expect(table.rows).toEqual([
      [
        12,
        '88600001',
        'Fridge',
        'Nanjing',
        'temperature_high',
        'level',
        formatUnix(row.createdAt, true),
        formatUnix(row.endedAt, true),
        'hours minutes',
        '9.6 °C / 8.0 °C',
        'closed',
        'endReasons.manual',
        'handling.processed',
        'admin0001',
        formatUnix(row.acknowledgedAt, true),
        'On my way / Sensor replaced',
      ],
    ]);
  });

  it('says what a data timeout meant, and the plain reason for one stored before (issue 26)', () => {
    const ended = (endDetail: HistoryRowData['endDetail'], endMinutes: number | null) => ({ ...row, endReason: 'dataTimeout' as const, endDetail, endMinutes });
    const column = EXPORT_COLUMNS.indexOf('endReason');
    const words = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
    const table = historyTable(words, [ended('backInRange', 10), ended('silent', 20), ended(null, null)], false);
    expect(table.rows.map((cells) => cells[column])).toEqual([
      'alarm.endDetails.backInRange{"smart_count":10}',
      'alarm.endDetails.silent{"smart_count":20}',
      'alarm.endReasons.dataTimeout{"_":"dataTimeout"}',
    ]);
  });

  it('adds the notifications of each alarm on the advanced page', () => {
    const table = historyTable(translate, [{ ...row, notifications: [sms] }], true);
    expect(table.header.at(-1)).toBe('notifications');
    expect(table.rows[0]!.at(-1)).toBe(
      `${formatUnix(sms.createdAt, true)} · channels.sms · Zhang · 138****0001 · sendStates.failed · reasons.insufficientBalance`,
    );
  });
});
