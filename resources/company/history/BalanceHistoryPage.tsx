/**
 * Balance history (issue 13 §2): every deduction and top-up of the SMS and voice balance in a time
 * range, at most 100 rows (spec §5, the server says when it cut), with the kind filter and the
 * export of the rows shown. Loading, empty and failed states; phone width shows cards.
 */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { errorMessage, saveBlob } from '../../../src/api';
import { LoadError } from '../../../src/components/LoadError';
import type { PageProps } from '../../../src/framework';
import { toCsv } from '../../../src/framework/export/csv';
import type { BalanceHistoryRow } from '../../../src/lib/balance';
import { BalanceHistoryBar } from './BalanceHistoryBar';
import { BalanceHistoryRows } from './BalanceHistoryRows';
import { historyTable } from './balanceHistoryTable';
import { useBalanceHistory } from './useBalanceHistory';

const K = 'balance.history';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function ExportButtons({ rows }: { rows: readonly BalanceHistoryRow[] }) {
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  const name = `balance-history-${new Date().toISOString().slice(0, 10)}`;
  const run = async (format: 'csv' | 'xlsx') => {
    setFailed(false);
    try {
      const table = historyTable(rows, translate);
      if (format === 'csv') saveBlob(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
      else {
        const { toXlsx } = await import('../../../src/framework/export/xlsx');
        saveBlob(new Blob([toXlsx(table, translate(`${K}.query`)) as BlobPart], { type: XLSX_TYPE }), `${name}.xlsx`);
      }
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!rows.length} onClick={() => void run('csv')}>
        {translate(`${K}.export`)}
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!rows.length} onClick={() => void run('xlsx')}>
        {translate(`${K}.exportXlsx`)}
      </Button>
      {failed ? <Alert severity="error">{translate('app.schema.exportFailed')}</Alert> : null}
    </>
  );
}

export function BalanceHistoryPage(_props: PageProps) {
  const translate = useTranslate();
  const model = useBalanceHistory();
  const { result } = model;
  const rows = result.data?.list ?? [];

  let body;
  if (result.isError && !result.data) {
    const message = errorMessage(result.error, `${K}.loadFailed`);
    body = (
      <LoadError onRetry={() => void result.refetch()} testId="balance-history-error">
        {translate(message, { _: message })}
      </LoadError>
    );
  } else if (!result.data) body = <LinearProgress aria-label={translate('app.loading')} />;
  else if (!rows.length) {
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {translate(`${K}.empty`)}
      </Typography>
    );
  } else body = <BalanceHistoryRows rows={rows} />;

  return (
    <Box component="section" aria-labelledby="balance-history-title" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      {/* the page's name as the menu, the tab and the breadcrumb give it (issue 26 §3: it had none) */}
      <Typography id="balance-history-title" variant="h5" component="h1">
        {translate(`${K}.title`)}
      </Typography>
      <BalanceHistoryBar model={model}>
        <ExportButtons rows={rows} />
      </BalanceHistoryBar>
      {result.isFetching && result.data ? <LinearProgress aria-label={translate('app.loading')} /> : null}
      {result.data?.truncated && result.data.message ? <Alert severity="info">{result.data.message}</Alert> : null}
      {body}
    </Box>
  );
}
