/**
 * The history's rows as an export table: the columns the page shows, in the page's words (the
 * advanced history adds each alarm's notifications as one text). Pure over `translate`.
 */
import type { AlarmNotification } from '../../../src/lib/alarms';
import type { Table } from '../../../src/framework/export/csv';
import { formatUnix } from '../../../src/framework/widgets/unixTime';
import { durationText, kindWord, levelWord, peakText, rowEndText, stateWord, type Translate } from '../shared/alarmWords';
import type { HistoryRowData } from './HistoryRow';

export const EXPORT_COLUMNS = [
  'id',
  'deviceNumber',
  'deviceName',
  'organization',
  'kind',
  'level',
  'opened',
  'ended',
  'duration',
  'peak',
  'state',
  'endReason',
  'handling',
  'acknowledgedBy',
  'acknowledgedAt',
  'comment',
] as const;

function notificationText(translate: Translate, n: AlarmNotification): string {
  const parts = [
    formatUnix(n.createdAt, true),
    translate(`alarm.channels.${n.channel}`, { _: n.channel }),
    n.receiverName,
    n.address,
    translate(`alarm.sendStates.${n.state}`, { _: n.state }),
    n.callState ? translate(`alarm.callStates.${n.callState}`, { _: n.callState }) : '',
    n.reason ? translate(`alarm.reasons.${n.reason}`, { _: n.reason }) : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

export function historyTable(translate: Translate, rows: readonly HistoryRowData[], advanced: boolean): Table {
  const header = [...EXPORT_COLUMNS, ...(advanced ? ['notifications'] : [])].map((column) => translate(`alarm.pages.export.columns.${column}`));
  return {
    header,
    rows: rows.map((row) => [
      row.id,
      row.deviceNumber,
      row.deviceName,
      row.organizationName,
      kindWord(translate, row.kind),
      levelWord(translate, row.level),
      formatUnix(row.createdAt, true),
      row.endedAt === null ? '' : formatUnix(row.endedAt, true),
      durationText(translate, row.durationSeconds),
      peakText(row),
      stateWord(translate, row),
      rowEndText(translate, row),
      translate(`alarm.handling.${row.handling}`, { _: row.handling }),
      row.acknowledgedBy,
      row.acknowledgedAt === null ? '' : formatUnix(row.acknowledgedAt, true),
      [row.ackComment, row.closeComment].filter(Boolean).join(' / '),
      ...(advanced ? [(row.notifications ?? []).map((n) => notificationText(translate, n)).join('\n')] : []),
    ]),
  };
}
