/** The balance history's columns and how a row reads: the page's table, its phone cards and the export say the same. */
import type { BalanceHistoryRow } from '../../../src/lib/balance';
import { formatUnix } from '../../../src/framework/widgets/unixTime';
import { formatDateTime } from '../../../src/lib/dateTimeFormat';
import type { Table } from '../../../src/framework/export/csv';

export const HISTORY_COLUMNS = ['createdAt', 'kind', 'change', 'balanceAfter', 'reason', 'companyName', 'actor'] as const;
export type HistoryColumn = (typeof HISTORY_COLUMNS)[number];

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A change with its sign: "+100" for a top-up, "-1" for a deduction. */
export const signed = (change: number): string => (change > 0 ? `+${change}` : String(change));

/** One cell as text; with `locale`, its time as the page writes it, else in the export's ISO form. */
export function cellText(row: BalanceHistoryRow, column: HistoryColumn, translate: Translate, locale?: string): string {
  switch (column) {
    case 'createdAt':
      return locale ? formatDateTime(row.createdAt, locale) : formatUnix(row.createdAt, true);
    case 'kind':
      return translate(`balance.kinds.${row.kind}`, { _: row.kind });
    case 'change':
      return signed(row.change);
    case 'balanceAfter':
      return String(row.balanceAfter);
    case 'reason':
      return translate(`alarm.balanceReasons.${row.reason}`, { _: row.reason });
    case 'companyName':
      return row.companyName;
    case 'actor':
      // deductions for alarms and warnings are the platform's own
      return row.actor || translate('balance.history.system');
  }
}

/** The rows shown, as a csv/xlsx table: translated headers; numbers stay numbers. */
export function historyTable(rows: readonly BalanceHistoryRow[], translate: Translate): Table {
  return {
    header: HISTORY_COLUMNS.map((column) => translate(`balance.history.columns.${column}`)),
    rows: rows.map((row) =>
      HISTORY_COLUMNS.map((column) => (column === 'change' ? row.change : column === 'balanceAfter' ? row.balanceAfter : cellText(row, column, translate))),
    ),
  };
}
