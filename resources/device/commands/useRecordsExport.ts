/** Exports the setting records under the page's filters as CSV or XLSX (the writer loaded on first use). */
import { useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { saveBlob } from '../../../src/api';
import { toCsv } from '../../../src/framework/export/csv';
import type { CommandFilter } from './commandsApi';
import { commandsApi } from './commandsApi';
import { fetchAllRecords, recordsTable, type RecordWords } from './exportRecords';
import { useChangeWords } from './useChangeWords';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS: Record<string, string> = {
  createdAt: 'resources.device.commands.records.createdAt',
  sentBy: 'resources.device.commands.records.sentBy',
  deviceNumber: 'resources.device.fields.number',
  deviceName: 'resources.device.fields.name',
  kind: 'resources.device.commands.records.kind',
  change: 'resources.device.commands.records.change',
  state: 'resources.device.commands.records.state',
  reason: 'resources.device.commands.records.reason',
  finishedAt: 'resources.device.commands.records.finishedAt',
};

export function useRecordsExport() {
  const translate = useTranslate();
  const notify = useNotify();
  const change = useChangeWords();
  const [busy, setBusy] = useState(false);
  const words: RecordWords = {
    ...change,
    header: (column) => translate(HEADERS[column] ?? column),
    kind: (kind) => translate(`resources.device.commands.kinds.${kind}`),
    state: (state) => translate(`enums.commandState.${state}`),
    reason: (reason) => translate(`resources.device.commands.reasons.${reason}`),
  };
  const run = async (format: 'csv' | 'xlsx', filter: CommandFilter) => {
    setBusy(true);
    try {
      const table = recordsTable(await fetchAllRecords(filter, (query) => commandsApi.list(query)), words);
      const name = `setting-records-${new Date().toISOString().slice(0, 10)}`;
      if (format === 'csv') {
        saveBlob(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
      } else {
        const { toXlsx } = await import('../../../src/framework/export/xlsx');
        saveBlob(new Blob([toXlsx(table, translate('resources.device.commands.records.title')) as BlobPart], { type: XLSX_TYPE }), `${name}.xlsx`);
      }
    } catch {
      notify('resources.device.commands.records.exportFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run: (format: 'csv' | 'xlsx', filter: CommandFilter) => void run(format, filter) };
}
