import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'ra-core';
import { saveBlob } from '../../../src/api';
import { toXlsx } from '../../../src/framework/export/xlsx';
import type { HistoryKind } from '../../../src/lib/assetHistory';
import { formatDateTime } from '../../../src/lib/dateTimeFormat';
import { fetchHistoryExport, type HistoryFilters } from './historyApi';
import { historyTable } from './historyTable';

/** Every row under the filters as an xlsx file in the user's language (the server checks the export code). */
export function useHistoryExport(kind: HistoryKind, filters: HistoryFilters) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      const { list } = await fetchHistoryExport(kind, filters);
      const table = historyTable(translate, (unix) => formatDateTime(unix, locale, { seconds: true }), kind, list);
      const title = translate(`resources.asset.history.titles.${kind}`);
      saveBlob(new Blob([toXlsx(table, title) as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), `${title}.xlsx`);
    } catch {
      notify('resources.asset.history.exportFailed', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
