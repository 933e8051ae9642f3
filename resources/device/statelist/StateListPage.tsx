import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../src/api';
import { actionCode } from '../../../src/lib/permissionCodes';
import { usePageCodes, type PageProps } from '../../../src/framework';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import { useNow } from '../live/useNow';
import { STATE_LIST_PAGE_SIZE } from './stateListApi';
import { StateListFilters } from './StateListFilters';
import { StateListTable } from './StateListTable';
import { useStateList } from './useStateList';
import { useStateListAddress } from './useStateListAddress';
import { useStateListExport } from './useStateListExport';
import { LoadError } from '../../../src/components/LoadError';

const K = 'resources.device.stateList';

/** /device/statelist: the company's devices with spec §4's device states, filters in the address, and the export. */
export function StateListPage({ name }: PageProps) {
  const translate = useTranslate();
  const address = useStateListAddress();
  const visible = usePageVisible();
  const now = useNow(visible);
  const codes = usePageCodes(name);
  const canExport = codes?.includes(actionCode(name, 'export')) ?? false;
  const exporter = useStateListExport(address.filters);
  const result = useStateList({ ...address.filters, page: address.page, limit: STATE_LIST_PAGE_SIZE });
  const answer = result.status === 'ready' ? result.answer : undefined;
  const pages = answer ? Math.ceil(answer.total / STATE_LIST_PAGE_SIZE) : 0;
  const filtered = Object.keys(address.filters).length > 0;
  const busy = exporter.state.status === 'running';

  return (
    <Box component="section" aria-labelledby="statelist-title" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Typography id="statelist-title" variant="h5" component="h1">
          {translate(`${K}.title`)}
        </Typography>
        {answer ? (
          <Typography variant="body2" color="text.secondary" role="status" data-testid="statelist-total">
            {translate(`${K}.total`, { smart_count: answer.total })}
          </Typography>
        ) : null}
        {canExport ? (
          <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button key={format} variant="outlined" size="small" disabled={busy || !answer?.total} onClick={() => void exporter.run(format)}>
                {translate(busy && exporter.state.status === 'running' && exporter.state.format === format ? `${K}.export.running` : `${K}.export.${format}`)}
              </Button>
            ))}
          </Box>
        ) : null}
      </Box>
      {exporter.state.status === 'failed' ? (
        <Alert severity="error" onClose={exporter.dismiss} data-testid="statelist-export-error">
          {translate(errorMessage(exporter.state.error, `${K}.export.failed`))}
        </Alert>
      ) : null}
      <StateListFilters filters={address.filters} types={address.types} onChange={address.setFilters} onClear={address.clearFilters} />
      {result.status === 'loading' || (result.status === 'ready' && result.fetching) ? <LinearProgress aria-label={translate(`${K}.loading`)} /> : null}
      {result.status === 'error' ? (
        <LoadError testId="statelist-error" onRetry={result.retry}>
          {translate(errorMessage(result.error, `${K}.loadFailed`))}
        </LoadError>
      ) : null}
      {answer && answer.list.length === 0 ? (
        <Typography data-testid="statelist-empty" color="text.secondary">
          {translate(filtered ? `${K}.noMatch` : `${K}.empty`)}
        </Typography>
      ) : null}
      {answer && answer.list.length > 0 ? <StateListTable rows={answer.list} now={now} /> : null}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={Math.min(address.page, pages)}
          onChange={(_event, page) => address.setPage(page)}
          getItemAriaLabel={(type, page) => translate(`${K}.pagination.${type}`, { page: page ?? '' })}
          sx={{ justifySelf: 'center' }}
        />
      ) : null}
    </Box>
  );
}
