/**
 * The history's export: the rows the page shows (at most 100, spec §5), as csv or xlsx through the
 * framework's writers (src/framework/export: the formula defusing and byte-order mark of every
 * export; the xlsx writer loaded on first use). A failure stays beside the buttons.
 */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { saveBlob } from '../../../src/api';
import { toCsv } from '../../../src/framework/export/csv';
import { historyTable } from './historyExport';
import type { HistoryRowData } from './HistoryRow';

export type ExportFormat = 'csv' | 'xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const stamp = () => new Date().toISOString().slice(0, 10);

export function useHistoryExport(rows: readonly HistoryRowData[], advanced: boolean) {
  const translate = useTranslate();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<unknown>(null);
  const run = async (format: ExportFormat) => {
    setRunning(format);
    setError(null);
    try {
      const table = historyTable(translate, rows, advanced);
      const name = `${advanced ? 'alarm-advanced-history' : 'alarm-history'}-${stamp()}`;
      if (format === 'csv') {
        saveBlob(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
      } else {
        const { toXlsx } = await import('../../../src/framework/export/xlsx');
        const sheet = translate(advanced ? 'alarm.pages.advanced.title' : 'alarm.pages.history.title');
        saveBlob(new Blob([toXlsx(table, sheet) as BlobPart], { type: XLSX_TYPE }), `${name}.xlsx`);
      }
    } catch (failure) {
      setError(failure);
    } finally {
      setRunning(null);
    }
  };
  return { running, error, run, dismiss: () => setError(null) };
}
