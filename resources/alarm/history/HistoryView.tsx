import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../src/api';
import { actionCode, isVisible } from '../../../src/lib/permissionCodes';
import { usePageCodes } from '../../../src/framework';
import { usePermittedPath } from '../../../src/framework/usePermittedPath';
import { ColumnsMenu } from '../../../src/framework/list/ColumnsMenu';
import { useColumnPrefs } from '../../../src/framework/list/useColumnPrefs';
import { LoadError } from '../../../src/components/LoadError';
import { ActionDialogs } from '../actions/ActionDialogs';
import { ActionOutcome } from '../actions/ActionOutcome';
import { BulkActionBar } from '../actions/BulkActionBar';
import { useAlarmActions } from '../actions/useAlarmActions';
import { useAlarmEditAccess } from '../actions/useAlarmEditAccess';
import { RangeBar } from '../range/RangeBar';
import { useAlarmRange } from '../range/useAlarmRange';
import { ExportButtons } from './ExportButtons';
import { HistoryFilterBar } from './HistoryFilterBar';
import { columnsKey, DEFAULT_HIDDEN, OPTIONAL_COLUMNS } from './historyColumns';
import { HistoryTable } from './HistoryTable';
import { useAlarmHistory } from './useAlarmHistory';
import { useHistoryExport } from './useHistoryExport';
import { useHistoryFilters } from './useHistoryFilters';
import { useSelection } from './useSelection';

const K = 'alarm.pages.history';
const SESSION_PATH = '/alarm/session';

/**
 * The alarm history (and, `advanced`, with every notification of each alarm): the range and the
 * filters in the address, at most 100 rows with the truncation message, selection and the
 * actions for users with the edit code, export for users with the page's export code.
 */
export function HistoryView({ name, advanced }: { name: string; advanced: boolean }) {
  const translate = useTranslate();
  const range = useAlarmRange();
  const filters = useHistoryFilters();
  const result = useAlarmHistory(range.request, filters.filters, advanced);
  const page = result.status === 'ready' ? result.data : undefined;
  const rows = page?.list ?? [];
  const selection = useSelection(rows.map((row) => row.id));
  const actions = useAlarmActions(() => selection.clear());
  const canEdit = useAlarmEditAccess();
  const codes = usePageCodes(name);
  const canExport = codes !== null && isVisible(codes, { actionCode: actionCode(name, 'export') });
  const exporter = useHistoryExport({ page, range: range.request, filters: filters.filters }, advanced);
  const permitted = usePermittedPath();
  const title = translate(advanced ? 'alarm.pages.advanced.title' : `${K}.title`);
  const filtered = Object.keys(filters.filters).length > 0;
  const columns = useColumnPrefs(columnsKey(advanced), DEFAULT_HIDDEN);

  return (
    <Box
      component="section"
      aria-labelledby="alarm-history-title"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Typography id="alarm-history-title" variant="h5" component="h1">
          {title}
        </Typography>
        {page ? (
          <Typography variant="body2" color="text.secondary" role="status" data-testid="alarm-history-total">
            {translate(`${K}.total`, { smart_count: page.total })}
          </Typography>
        ) : null}
        <Box sx={{ ml: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <ColumnsMenu
            columns={OPTIONAL_COLUMNS}
            hidden={columns.hidden}
            label={(column) => translate(`alarm.pages.columns.${column}`)}
            onToggle={columns.toggle}
          />
          {canExport ? <ExportButtons running={exporter.running} disabled={!rows.length} onExport={(format) => void exporter.run(format)} /> : null}
        </Box>
      </Box>
      {exporter.error ? (
        <Alert severity="error" onClose={exporter.dismiss}>
          {translate(`alarm.pages.export.failed`)}
        </Alert>
      ) : null}
      <RangeBar model={range} />
      <HistoryFilterBar model={filters} />
      {actions.outcome ? <ActionOutcome outcome={actions.outcome} onClose={actions.dismiss} /> : null}
      {canEdit && selection.ids.size > 0 ? <BulkActionBar selected={rows.filter((row) => selection.ids.has(row.id))} onAction={actions.start} /> : null}
      {result.status === 'loading' || (result.status === 'ready' && result.fetching) ? <LinearProgress aria-label={translate(`${K}.loading`)} /> : null}
      {result.status === 'error' ? (
        <LoadError testId="alarm-history-error" onRetry={result.retry}>
          {translate(errorMessage(result.error, `${K}.loadFailed`))}
        </LoadError>
      ) : null}
      {page?.truncated ? (
        <Alert severity="info" data-testid="alarm-history-truncated">
          {page.message ?? translate('timeRange.truncated', { limit: page.list.length })}
        </Alert>
      ) : null}
      {page && rows.length === 0 ? (
        <Typography color="text.secondary" data-testid="alarm-history-empty">
          {translate(filtered ? `${K}.noMatch` : `${K}.empty`)}
        </Typography>
      ) : null}
      {rows.length > 0 ? (
        <HistoryTable
          rows={rows}
          advanced={advanced}
          canEdit={canEdit}
          hidden={columns.hidden}
          selection={selection}
          onAction={actions.start}
          sessionHref={(id) => permitted(`${SESSION_PATH}?id=${id}`)}
        />
      ) : null}
      <ActionDialogs model={actions} />
    </Box>
  );
}
