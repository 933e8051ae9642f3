import { useLocaleState, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { PageProps } from '../../framework';
import { usePageCodes } from '../../framework';
import { AUDIT_ACTIONS } from '../../lib/audit';
import { formatDateTime } from '../../lib/dateTimeFormat';
import { actionCode } from '../../lib/permissionCodes';
import { ChangeList } from './ChangeList';
import { LogLayout } from './LogLayout';
import { LogTable } from './LogTable';
import { useAuditLog } from './useAuditLog';

const COLUMNS = ['time', 'user', 'ip', 'entity', 'record', 'action', 'changes'] as const;

/** /management/loginfo: the audit trail, its filters, export and the chain check. Logic in useAuditLog. */
export function LogInfoPage({ name }: PageProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const log = useAuditLog();
  const codes = usePageCodes(name);
  const canExport = codes?.includes(actionCode(name, 'export')) ?? false;
  const broken = log.verdict?.broken ?? null;
  const when = (unix: number) => formatDateTime(unix, locale, { seconds: true });
  const actionLabel = (action: string) => translate(`audit.actions.${action}`, { _: action });
  return (
    <LogLayout
      title={translate('audit.logInfo.title')}
      intro={translate('audit.logInfo.intro')}
      query={log}
      fields={[
        { name: 'username', label: translate('audit.filters.username') },
        { name: 'entity', label: translate('audit.filters.entity') },
        { name: 'recordId', label: translate('audit.filters.recordId') },
        { name: 'action', label: translate('audit.filters.action'), options: AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(value) })) },
      ]}
      actions={
        <>
          <Button variant="outlined" onClick={() => void log.verify()} disabled={log.verifying} data-testid="audit-verify">
            {translate(log.verifying ? 'audit.logInfo.verifying' : 'audit.logInfo.verify')}
          </Button>
          {canExport ? (
            <Button variant="outlined" onClick={() => void log.runExport()} disabled={log.exporting} data-testid="audit-export">
              {translate(log.exporting ? 'audit.logInfo.exporting' : 'audit.logInfo.export')}
            </Button>
          ) : null}
        </>
      }
      notices={
        <>
          {log.verifyFailed || log.exportFailed ? <Alert severity="error">{translate(log.exportFailed ? 'audit.logInfo.exportFailed' : 'audit.logInfo.loadFailed')}</Alert> : null}
          {log.verdict && !broken ? (
            <Alert severity="success" data-testid="audit-chain-ok">
              {translate('audit.logInfo.chainOk', { smart_count: log.verdict.checked })}
            </Alert>
          ) : null}
          {broken ? (
            <Alert
              severity="error"
              data-testid="audit-chain-broken"
              action={
                <Button color="inherit" size="small" onClick={log.showBroken} data-testid="audit-show-broken">
                  {translate('audit.logInfo.broken')}
                </Button>
              }
            >
              {translate('audit.logInfo.chainBroken', {
                id: broken.id,
                time: when(broken.at),
                reason: translate(broken.reason === 'hash' ? 'audit.logInfo.reasonHash' : 'audit.logInfo.reasonLink'),
              })}
            </Alert>
          ) : null}
        </>
      }
    >
      <LogTable
        query={log}
        testId="audit"
        empty={translate('audit.logInfo.empty')}
        head={
          <>
            <TableCell>{translate('audit.columns.id')}</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`audit.columns.${column}`)}</TableCell>
            ))}
          </>
        }
        row={(entry) => {
          const isBroken = broken?.id === entry.id;
          return (
            <TableRow
              key={entry.id}
              data-testid={isBroken ? 'audit-row-broken' : 'audit-row'}
              selected={isBroken}
              sx={isBroken ? { outline: '2px solid', outlineColor: 'error.main', bgcolor: 'error.light' } : undefined}
              aria-label={isBroken ? translate('audit.logInfo.broken') : undefined}
            >
              <TableCell>{entry.id}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(entry.at)}</TableCell>
              <TableCell>{entry.actor.username}</TableCell>
              <TableCell>{entry.ip}</TableCell>
              <TableCell>{entry.entity}</TableCell>
              <TableCell>{entry.recordId}</TableCell>
              <TableCell>{actionLabel(entry.action)}</TableCell>
              <TableCell>
                <ChangeList changes={entry.changes} />
              </TableCell>
            </TableRow>
          );
        }}
      />
    </LogLayout>
  );
}
