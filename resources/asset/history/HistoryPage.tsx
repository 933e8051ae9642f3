import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../src/api';
import { usePageCodes, type PageProps } from '../../../src/framework';
import { LoadError } from '../../../src/components/LoadError';
import type { HistoryKind } from '../../../src/lib/assetHistory';
import { actionCode } from '../../../src/lib/permissionCodes';
import { OrganizationSelect } from '../AssetFilters';
import { AssetSelect } from './AssetSelect';
import { HistoryRows } from './HistoryRows';
import { useAssetChoices } from './useAssetChoices';
import { useAssetHistory } from './useAssetHistory';
import { useHistoryExport } from './useHistoryExport';
import { VerifyDialog } from './VerifyDialog';

const K = 'resources.asset.history';
/** The asset pages whose edit code lets a user record a verification (as the server checks). */
const ASSET_PAGES = ['AssetVehicle', 'AssetColdstore', 'AssetBox', 'AssetCabinet'] as const;

/** The history list of a kind, read-only: filters, the rows (newest first), paging and the export. */
function HistoryList({ kind, routeName }: { kind: HistoryKind; routeName: string }) {
  const translate = useTranslate();
  const history = useAssetHistory(kind);
  const assets = useAssetChoices();
  const exporter = useHistoryExport(kind, history.filters);
  const codes = usePageCodes(routeName);
  const vehicle = usePageCodes(ASSET_PAGES[0]);
  const coldstore = usePageCodes(ASSET_PAGES[1]);
  const box = usePageCodes(ASSET_PAGES[2]);
  const cabinet = usePageCodes(ASSET_PAGES[3]);
  const mayVerify = kind === 'verify' && [vehicle, coldstore, box, cabinet].some((pageCodes, i) => pageCodes?.includes(actionCode(ASSET_PAGES[i]!, 'edit')));
  const [verifying, setVerifying] = useState(false);
  const { result, filters, setFilters } = history;
  const dateField = (name: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={translate(`${K}.filters.${name === 'from' ? 'start' : 'end'}`)}
      value={filters[name]}
      onChange={(event) => setFilters({ [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `history-${name}` } }}
      sx={{ flex: { xs: '1 1 40%', sm: '0 1 auto' } }}
    />
  );
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {assets.failed ? null : (
          <AssetSelect label={translate(`${K}.filters.asset`)} allLabel={translate(`${K}.filters.all`)} choices={assets.choices} value={filters.assetId} onChange={(assetId) => setFilters({ assetId })} />
        )}
        <OrganizationSelect label={translate(`${K}.filters.organization`)} allLabel={translate(`${K}.filters.all`)} value={filters.organizationId} onChange={(organizationId) => setFilters({ organizationId })} />
        {dateField('from')}
        {dateField('to')}
        <Box sx={{ flex: '1 1 auto' }} />
        {mayVerify ? (
          <Button variant="contained" onClick={() => setVerifying(true)}>
            {translate(`${K}.verify.button`)}
          </Button>
        ) : null}
        {codes?.includes(actionCode(routeName, 'export')) ? (
          <Button variant="outlined" onClick={() => void exporter.run()} disabled={exporter.exporting || result.status !== 'ready' || !result.page.total}>
            {translate(exporter.exporting ? `${K}.exporting` : `${K}.export`)}
          </Button>
        ) : null}
      </Box>
      {result.status === 'loading' ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {result.status === 'error' ? <LoadError onRetry={result.retry}>{translate(errorMessage(result.error, `${K}.loadFailed`))}</LoadError> : null}
      {result.status === 'ready' ? (
        <>
          <Typography variant="body2" color="text.secondary" role="status" data-testid="history-total">
            {translate(`${K}.total`, { smart_count: result.page.total })}
          </Typography>
          {result.page.total ? <HistoryRows kind={kind} rows={result.page.list} /> : <Typography color="text.secondary">{translate(`${K}.empty`)}</Typography>}
          {result.page.total > history.limit ? (
            <TablePagination
              component="div"
              count={result.page.total}
              page={history.page - 1}
              onPageChange={(_event, page) => history.setPage(page + 1)}
              rowsPerPage={history.limit}
              onRowsPerPageChange={(event) => history.setLimit(Number(event.target.value))}
              rowsPerPageOptions={[10, 25, 50, 100]}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            />
          ) : null}
        </>
      ) : null}
      {kind === 'verify' ? (
        <VerifyDialog
          open={verifying}
          choices={assets.choices}
          onClose={() => setVerifying(false)}
          onSaved={() => {
            setVerifying(false);
            history.refetch();
          }}
        />
      ) : null}
    </>
  );
}

/** /asset/{repair,scrap,verify}history: which rows each lists is src/lib/assetHistory.ts's rule, said on the page. */
export function historyPage(kind: HistoryKind) {
  return function AssetHistoryPage({ name }: PageProps) {
    const translate = useTranslate();
    return (
      <Box component="section" aria-labelledby="history-title" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Typography id="history-title" variant="h5" component="h1">
          {translate(`${K}.titles.${kind}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${K}.notes.${kind}`)}
        </Typography>
        <HistoryList kind={kind} routeName={name} />
      </Box>
    );
  };
}

export const RepairHistoryPage = historyPage('repair');
export const ScrapHistoryPage = historyPage('scrap');
export const VerifyHistoryPage = historyPage('verify');
