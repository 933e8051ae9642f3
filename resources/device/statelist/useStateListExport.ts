/**
 * The state list's export: every row under the current filters (read in pages of 1,000), with the
 * table's columns and words, as csv or xlsx through the framework's writers (src/framework/export:
 * the same formula defusing and byte-order mark as every list's export; the xlsx writer loaded on
 * first use). The failure stays beside the buttons.
 */
import { useCallback, useState } from 'react';
import { useTranslate } from 'ra-core';
import { saveBlob } from '../../../src/api';
import type { DeviceStateRow } from '../../../src/lib/fleet';
import { toCsv, type Table } from '../../../src/framework/export/csv';
import { fetchStateList, STATE_EXPORT_PAGE_SIZE, type StateListFilters } from './stateListApi';
import { EXPORT_COLUMNS, exportCells, localStamp } from './stateWords';

export type ExportFormat = 'csv' | 'xlsx';
export type StateExportState = { status: 'idle' } | { status: 'running'; format: ExportFormat } | { status: 'failed'; error: unknown };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function allRows(filters: StateListFilters): Promise<DeviceStateRow[]> {
  const rows: DeviceStateRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchStateList({ ...filters, page, limit: STATE_EXPORT_PAGE_SIZE });
    rows.push(...answer.list);
    if (answer.list.length < STATE_EXPORT_PAGE_SIZE || rows.length >= answer.total) return rows;
  }
}

export function useStateListExport(filters: StateListFilters) {
  const translate = useTranslate();
  const [state, setState] = useState<StateExportState>({ status: 'idle' });
  const run = useCallback(
    async (format: ExportFormat) => {
      setState({ status: 'running', format });
      try {
        const rows = await allRows(filters);
        const table: Table = {
          header: EXPORT_COLUMNS.map((column) => translate(`resources.device.stateList.columns.${column}`)),
          rows: rows.map((row) => exportCells(translate, row)),
        };
        const name = `device-states-${localStamp(Date.now() / 1000, false)}`;
        if (format === 'csv') {
          saveBlob(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
        } else {
          const { toXlsx } = await import('../../../src/framework/export/xlsx');
          saveBlob(new Blob([toXlsx(table, translate('resources.device.stateList.title')) as BlobPart], { type: XLSX_TYPE }), `${name}.xlsx`);
        }
        setState({ status: 'idle' });
      } catch (error) {
        setState({ status: 'failed', error });
      }
    },
    [filters, translate],
  );
  return { state, run, dismiss: () => setState({ status: 'idle' }) };
}
