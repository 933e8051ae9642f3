/** The history rows as a table of text (the export, and the columns on screen), in the user's language. */
import type { Table } from '../../../src/lib/csv';
import type { AssetHistoryRow, HistoryKind } from '../../../src/lib/assetHistory';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const K = 'resources.asset.history';

export function historyColumns(kind: HistoryKind): string[] {
  return kind === 'verify' ? ['at', 'asset', 'code', 'status', 'result', 'note', 'user'] : ['at', 'asset', 'code', 'from', 'to', 'reason', 'user'];
}

export function statusLabel(translate: Translate, status: number | null): string {
  return status === null ? translate(`${K}.created`) : translate(`enums.assetStatus.${status}`, { _: String(status) });
}

export function cellOf(translate: Translate, formatTime: (unix: number) => string, row: AssetHistoryRow, column: string): string {
  switch (column) {
    case 'at':
      return formatTime(row.at);
    case 'asset':
      return row.assetName;
    case 'code':
      return row.assetCode;
    case 'from':
      return statusLabel(translate, row.fromStatus);
    case 'to':
    case 'status':
      return statusLabel(translate, row.toStatus);
    case 'result':
      return row.result === null ? '' : translate(`${K}.results.${row.result}`);
    case 'reason':
    case 'note':
      return row.reason;
    default:
      return row.userName;
  }
}

export function historyTable(translate: Translate, formatTime: (unix: number) => string, kind: HistoryKind, rows: readonly AssetHistoryRow[]): Table {
  const columns = historyColumns(kind);
  return {
    header: columns.map((column) => translate(`${K}.columns.${column}`)),
    rows: rows.map((row) => columns.map((column) => cellOf(translate, formatTime, row, column))),
  };
}
