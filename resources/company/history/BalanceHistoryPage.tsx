/**
 * Balance history (issue 13 §2): every deduction and top-up of the SMS and voice balance in a time
 * range, at most 100 rows (spec §5, the server says when it cut), with the kind filter and the
 * export of every row of the range (useBalanceExport.ts). Loading, empty and failed states; phone width shows cards.
 */
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { errorMessage } from '../../../src/api';
import { LoadError } from '../../../src/components/LoadError';
import type { PageProps } from '../../../src/framework';
import { BalanceHistoryBar } from './BalanceHistoryBar';
import { BalanceHistoryRows } from './BalanceHistoryRows';
import { useBalanceExport } from './useBalanceExport';
import { useBalanceHistory, type BalanceHistoryModel } from './useBalanceHistory';

const K = 'balance.history';

/** Export of every row of the asked range (more than the 100 shown when the server cut them). */
function ExportButtons({ model }: { model: BalanceHistoryModel }) {
  const translate = useTranslate();
  const { running, failed, run } = useBalanceExport(model.query, model.result.data);
  const empty = !model.result.data?.list.length;
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} variant="outlined" startIcon={<DownloadIcon />} disabled={empty || running !== null} onClick={() => void run(format)}>
          {translate(running === format ? 'alarm.pages.export.running' : format === 'csv' ? `${K}.export` : `${K}.exportXlsx`)}
        </Button>
      ))}
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
        <ExportButtons model={model} />
      </BalanceHistoryBar>
      {result.isFetching && result.data ? <LinearProgress aria-label={translate('app.loading')} /> : null}
      {result.data?.truncated && result.data.message ? <Alert severity="info">{result.data.message}</Alert> : null}
      {body}
    </Box>
  );
}
