import { useLocaleState, useTranslate } from 'ra-core';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { LOGIN_RESULTS, type LoginLogEntry } from '../../lib/audit';
import { formatDateTime } from '../../lib/dateTimeFormat';
import { fetchLoginLog } from './auditApi';
import { LogLayout } from './LogLayout';
import { LogTable } from './LogTable';
import { defaultRange, useLogQuery } from './useLogQuery';

/** read at the first render: the platform clock is known only once the console is configured */
const initial = () => ({ username: '', result: '', ...defaultRange() });

/** /management/loginlog: login attempts and logouts, filtered by account, result and time. */
export function LoginLogPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const log = useLogQuery<LoginLogEntry>(fetchLoginLog, initial());
  return (
    <LogLayout
      title={translate('audit.loginLog.title')}
      intro={translate('audit.loginLog.intro')}
      query={log}
      fields={[
        { name: 'username', label: translate('audit.loginLog.account') },
        { name: 'result', label: translate('audit.loginLog.result'), options: LOGIN_RESULTS.map((value) => ({ value, label: translate(`audit.results.${value}`) })) },
      ]}
    >
      <LogTable
        query={log}
        testId="loginlog"
        empty={translate('audit.loginLog.empty')}
        head={
          <>
            <TableCell>{translate('audit.columns.time')}</TableCell>
            <TableCell>{translate('audit.loginLog.account')}</TableCell>
            <TableCell>{translate('audit.columns.ip')}</TableCell>
            <TableCell>{translate('audit.loginLog.userAgent')}</TableCell>
            <TableCell>{translate('audit.loginLog.result')}</TableCell>
          </>
        }
        row={(entry) => (
          <TableRow key={entry.id} data-testid="loginlog-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at, locale, { seconds: true })}</TableCell>
            <TableCell>{entry.username || '—'}</TableCell>
            <TableCell>{entry.ip}</TableCell>
            <TableCell sx={{ maxWidth: 320, wordBreak: 'break-word' }}>{entry.userAgent}</TableCell>
            <TableCell>{translate(`audit.results.${entry.result}`, { _: entry.result })}</TableCell>
          </TableRow>
        )}
      />
    </LogLayout>
  );
}
