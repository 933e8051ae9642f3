import { useLocaleState, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../lib/dateTimeFormat';
import { QA_LOG_LIMIT, type QaLogEntry } from '../../lib/qaTools';
import { useQaLog } from './useQaLog';

/** The detail of an action as short text: its inputs and what it produced, without the ids the log repeats. */
function detailText(entry: QaLogEntry): string {
  return Object.entries(entry.detail)
    .filter(([key]) => key !== 'notificationId')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
}

/** /qatools/legacy: the QA tools' compact form, the log of their actions (issue 30 §5). Logic in useQaLog. */
export function QaLogPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { entries, loadFailed, reload } = useQaLog();
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('switches.legacy.title')}
        </Typography>
        <Button onClick={() => void reload()}>{translate('switches.common.refresh')}</Button>
      </Stack>
      <Typography variant="body2">{translate('switches.legacy.intro', { limit: QA_LOG_LIMIT })}</Typography>
      {loadFailed ? (
        <Alert severity="error" action={<Button onClick={() => void reload()}>{translate('switches.common.retry')}</Button>}>
          {translate('switches.common.loadFailed')}
        </Alert>
      ) : entries === null ? (
        <CircularProgress size={24} aria-label={translate('app.loading')} />
      ) : entries.length === 0 ? (
        <Typography color="text.secondary" data-testid="qa-log-empty">
          {translate('switches.legacy.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('switches.qa.time')}</TableCell>
                <TableCell>{translate('switches.legacy.user')}</TableCell>
                <TableCell>{translate('switches.legacy.action')}</TableCell>
                <TableCell>{translate('switches.qa.device')}</TableCell>
                <TableCell>{translate('switches.legacy.detail')}</TableCell>
                <TableCell>{translate('switches.legacy.notification')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id} data-testid="qa-log-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt, locale, { seconds: true })}</TableCell>
                  <TableCell>{entry.username}</TableCell>
                  <TableCell>{translate(`switches.qa.actions.${entry.action}`, { _: entry.action })}</TableCell>
                  <TableCell>{entry.deviceNumber ?? '—'}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word', fontSize: 12 }}>{detailText(entry)}</TableCell>
                  <TableCell>{entry.notificationState ? translate(`alarm.sendStates.${entry.notificationState}`, { _: entry.notificationState }) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
