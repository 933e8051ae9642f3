/**
 * Export every row of the filtered list (not only the page shown) as CSV or XLSX, with the
 * columns shown and the texts the list shows. The XLSX writer is loaded on first use.
 */
import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, type Identifier, type SortPayload } from 'ra-core';
import type { EntityEntry } from '../schema/schemaRegistry';
import { useLabels } from '../schema/labels';
import { toCsv } from './csv';
import { saveBlob } from '../../api';
import { fetchAllRows, fetchMany } from './fetchAll';
import { toTable } from './toTable';

export type ExportFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function useExport(entity: EntityEntry, columns: readonly string[]) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const labels = useLabels(entity);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (format: ExportFormat, filter: Record<string, unknown>, sort: SortPayload) => {
      setBusy(true);
      try {
        const rows = await fetchAllRows(dataProvider, entity.resource, filter, sort);
        const referenceLabels: Record<string, Map<unknown, string>> = {};
        for (const column of columns) {
          const reference = entity.ui.fields?.[column]?.reference;
          if (!reference) continue;
          const ids = [...new Set(rows.flatMap((r) => [r[column]].flat()).filter((v): v is Identifier => typeof v === 'string' || typeof v === 'number'))];
          if (!ids.length) continue;
          const data = await fetchMany(dataProvider, reference.resource, ids);
          referenceLabels[column] = new Map(data.map((r) => [r.id, String(r[reference.label] ?? r.id)]));
        }
        const table = toTable(entity, columns, rows, {
          field: labels.field,
          enumValue: labels.enumValue,
          yesNo: (v) => labels.translate(v ? 'ra.boolean.true' : 'ra.boolean.false'),
        }, referenceLabels);
        const name = `${entity.resource}-${new Date().toISOString().slice(0, 10)}`;
        if (format === 'csv') {
          saveBlob(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
        } else {
          const { toXlsx } = await import('./xlsx');
          saveBlob(new Blob([toXlsx(table, labels.entityName()) as BlobPart], { type: XLSX_TYPE }), `${name}.xlsx`);
        }
      } catch (error) {
        notify(error instanceof Error && error.message ? error.message : 'app.schema.exportFailed', { type: 'error' });
      } finally {
        setBusy(false);
      }
    },
    [dataProvider, notify, labels, entity, columns],
  );
  return { run, busy };
}
