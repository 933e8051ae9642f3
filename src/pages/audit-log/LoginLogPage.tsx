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
import { LOGIN_RESULTS, type LoginLogEntry } from '../../lib/audit';
import { formatDateTime } from '../../lib/dateTimeFormat';
import { fetchLoginLog } from './auditApi';
import { LogFilters } from './LogFilters';
import { LogPager } from './LogPager';
import { defaultRange, useLogQuery } from './useLogQuery';

/** read at the first render: the platform clock is known only once the console is configured */
const initial = () => ({ username: '', result: '', ...defaultRange() });

/** /management/loginlog: login attempts and logouts, filtered by account, result and time. */
export function LoginLogPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const log = useLogQuery<LoginLogEntry>(fetchLoginLog, initial());
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1">
        {translate('audit.loginLog.title')}
      </Typography>
      <Typography variant="body2">{translate('audit.loginLog.intro')}</Typography>
      <LogFilters
        draft={log.draft}
        onChange={log.setField}
        onSearch={() => log.search()}
        rangeError={log.rangeError}
        fields={[
          { name: 'username', label: translate('audit.loginLog.account') },
          { name: 'result', label: translate('audit.loginLog.result'), options: LOGIN_RESULTS.map((value) => ({ value, label: translate(`audit.results.${value}`) })) },
        ]}
      />
      {log.failed ? (
        <Alert severity="error" action={<Button onClick={log.reload}>{translate('app.retry')}</Button>}>
          {translate('audit.logInfo.loadFailed')}
        </Alert>
      ) : log.rows === null ? (
        <CircularProgress size={24} aria-label={translate('app.loading')} />
      ) : log.rows.length === 0 ? (
        <Typography color="text.secondary" data-testid="loginlog-empty">
          {translate('audit.loginLog.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-busy={log.loading}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('audit.columns.time')}</TableCell>
                <TableCell>{translate('audit.loginLog.account')}</TableCell>
                <TableCell>{translate('audit.columns.ip')}</TableCell>
                <TableCell>{translate('audit.loginLog.userAgent')}</TableCell>
                <TableCell>{translate('audit.loginLog.result')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {log.rows.map((entry) => (
                <TableRow key={entry.id} data-testid="loginlog-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at, locale, { seconds: true })}</TableCell>
                  <TableCell>{entry.username || '—'}</TableCell>
                  <TableCell>{entry.ip}</TableCell>
                  <TableCell sx={{ maxWidth: 320, wordBreak: 'break-word' }}>{entry.userAgent}</TableCell>
                  <TableCell>{translate(`audit.results.${entry.result}`, { _: entry.result })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <LogPager page={log.page} pages={log.pages} total={log.total} onPage={log.setPage} />
    </Stack>
  );
}
