/**
 * The setting records under the filters, every page (up to EXPORT_MAX_ROWS), as a table for the
 * framework's CSV and XLSX writers: the texts the page shows, formula-like cells defused by them.
 */
import type { DeviceCommand } from '../../../src/lib/deviceCommands';
import type { Table } from '../../../src/framework/export/csv';
import { formatUnix } from '../../../src/framework/widgets/unixTime';
import { changeText, type ChangeWords } from './commandChange';
import type { CommandFilter, Page } from './commandsApi';

export const EXPORT_MAX_ROWS = 5000;
const PAGE = 100;

export async function fetchAllRecords(
  filter: CommandFilter,
  load: (query: CommandFilter & { page: number; limit: number }) => Promise<Page<DeviceCommand>>,
): Promise<DeviceCommand[]> {
  const rows: DeviceCommand[] = [];
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page += 1) {
    const { list, total } = await load({ ...filter, page, limit: PAGE });
    rows.push(...list);
    if (!list.length || rows.length >= total) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}

export interface RecordWords extends ChangeWords {
  header(column: string): string;
  kind(kind: string): string;
  state(state: string): string;
  reason(reason: string): string;
}

export const EXPORT_COLUMNS = ['createdAt', 'sentBy', 'deviceNumber', 'deviceName', 'kind', 'change', 'state', 'reason', 'finishedAt'] as const;

export function recordsTable(rows: readonly DeviceCommand[], words: RecordWords): Table {
  return {
    header: EXPORT_COLUMNS.map((c) => words.header(c)),
    rows: rows.map((c) => [
      formatUnix(c.createdAt, true),
      c.sentBy,
      c.deviceNumber,
      c.deviceName,
      words.kind(c.kind),
      changeText(c, words),
      words.state(c.state),
      c.reason ? words.reason(c.reason) : '',
      c.finishedAt === null ? '' : formatUnix(c.finishedAt, true),
    ]),
  };
}
