/**
 * The history's export: every alarm of the range under the filters (issue 26 §3: the page shows
 * at most 100, spec §5; the export keeps every row, fetched 100 at a time by src/framework/export/everyNewestRow.ts),
 * newest first as the page, as csv or xlsx through the framework's writers (src/framework/export:
 * the formula defusing and byte-order mark of every export; the xlsx writer loaded on first use).
 * A failure stays beside the buttons.
 */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { saveBlob } from '../../../src/api';
import { toCsv } from '../../../src/framework/export/csv';
import { everyNewestRow } from '../../../src/framework/export/everyNewestRow';
import type { AlarmHistoryPage } from '../../../src/lib/alarms';
import { alarmApi } from '../alarmApi';
import type { RangeRequest } from '../range/useAlarmRange';
import type { HistoryFilters } from './historyAddress';
import { historyTable } from './historyExport';

/** What the page shows: its answer, and the range and filters it was asked with. */
export interface HistorySource {
  page: AlarmHistoryPage | undefined;
  range: RangeRequest | null;
  filters: HistoryFilters;
}

export type ExportFormat = 'csv' | 'xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const stamp = () => new Date().toISOString().slice(0, 10);

/** The page's rows when they are all there is; else every row of the range, asked again. */
async function allRows({ page, range, filters }: HistorySource, advanced: boolean): Promise<AlarmHistoryPage['list']> {
  if (!page?.truncated || !range) return page?.list ?? [];
  const { start, end } = range.span();
  // asked from the first page: a preset range (the last 24 hours) ends now, later than the page shown
  return everyNewestRow((until) => alarmApi.history({ ...filters, start, end: until }, advanced), start, end);
}

export function useHistoryExport(source: HistorySource, advanced: boolean) {
  const translate = useTranslate();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<unknown>(null);
  const run = async (format: ExportFormat) => {
    setRunning(format);
    setError(null);
    try {
      const table = historyTable(translate, await allRows(source, advanced), advanced);
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
