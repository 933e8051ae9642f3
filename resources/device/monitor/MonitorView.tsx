import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { MonitorRow } from '../../../src/lib/readings';
import { errorMessage } from '../../../src/api';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import { useNow } from '../live/useNow';
import { usePermittedPath } from '../../../src/framework/usePermittedPath';
import { RefreshNote } from '../../../src/framework/RefreshNote';
import { DeviceCard } from './DeviceCard';
import { DeviceTable, type ExtraColumn } from './DeviceTable';
import { MONITOR_PAGE_SIZE } from './monitorApi';
import { MonitorFilterBar } from './MonitorFilterBar';
import { StateChips } from './StateChips';
import { useMonitor } from './useMonitor';
import { useMonitorAddress } from './useMonitorAddress';
import { useViewMode } from './useViewMode';
import { LoadError } from '../../../src/components/LoadError';

export interface MonitorViewProps {
  title: string;
  /** only devices bound to assets of this role (4: refrigerator cabinets) */
  assetRole?: number;
  /** more of a row on its card */
  cardExtra?(row: MonitorRow): ReactNode;
  /** more columns of the table, after the readings */
  extraColumns?: readonly ExtraColumn[];
}

/** The live monitor: filters in the address, devices as cards or a table, kept current by the socket. */
export function MonitorView({ title, assetRole, cardExtra, extraColumns }: MonitorViewProps) {
  const translate = useTranslate();
  const address = useMonitorAddress();
  const [view, setView] = useViewMode();
  const visible = usePageVisible();
  const now = useNow(visible);
  const permitted = usePermittedPath();
  const result = useMonitor({ ...address.filters, ...(assetRole === undefined ? {} : { assetRole }), page: address.page, limit: MONITOR_PAGE_SIZE });
  const answer = result.status === 'ready' ? result.answer : undefined;
  const linkOf = (row: MonitorRow) => permitted(`/device/detail/${row.id}`);
  const pages = answer ? Math.ceil(answer.total / MONITOR_PAGE_SIZE) : 0;
  const filtered = Object.keys(address.filters).length > 0;

  return (
    <Box component="section" aria-labelledby="monitor-title" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Typography id="monitor-title" variant="h5" component="h1">
          {title}
        </Typography>
        {answer ? (
          <Typography variant="body2" color="text.secondary" role="status" data-testid="monitor-total">
            {translate('resources.device.monitor.total', { smart_count: answer.total })}
          </Typography>
        ) : null}
        {/* the company config's pageRefreshInterval the page polls with (issue 30 §4) */}
        <RefreshNote />
      </Box>
      <MonitorFilterBar filters={address.filters} types={address.types} onChange={address.setFilters} view={view} onView={setView} />
      <StateChips counts={answer?.counts} value={address.filters.state} onChange={(state) => address.setFilters({ state })} />
      {result.status === 'loading' || (result.status === 'ready' && result.fetching) ? (
        <LinearProgress aria-label={translate('resources.device.monitor.loading')} />
      ) : null}
      {result.status === 'error' ? (
        <LoadError testId="monitor-error" onRetry={result.retry}>
          {translate(errorMessage(result.error, 'resources.device.monitor.loadFailed'))}
        </LoadError>
      ) : null}
      {answer && answer.list.length === 0 ? (
        <Typography data-testid="monitor-empty" color="text.secondary">
          {translate(filtered ? 'resources.device.monitor.noMatch' : 'resources.device.monitor.empty')}
        </Typography>
      ) : null}
      {answer && answer.list.length > 0 && view === 'cards' ? (
        <Box
          component="ul"
          aria-label={translate('resources.device.monitor.cardsLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}
        >
          {answer.list.map((row) => (
            <li key={row.id}>
              <DeviceCard row={row} now={now} to={linkOf(row)} extra={cardExtra?.(row)} />
            </li>
          ))}
        </Box>
      ) : null}
      {answer && answer.list.length > 0 && view === 'table' ? <DeviceTable rows={answer.list} now={now} linkOf={linkOf} {...(extraColumns ? { extraColumns } : {})} /> : null}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={Math.min(address.page, pages)}
          onChange={(_event, page) => address.setPage(page)}
          getItemAriaLabel={(type, page) => translate(`resources.device.monitor.pagination.${type}`, { page: page ?? '' })}
          sx={{ justifySelf: 'center' }}
        />
      ) : null}
    </Box>
  );
}
