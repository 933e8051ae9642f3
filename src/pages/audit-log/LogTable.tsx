import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { LogState } from './useLogQuery';

interface Props<T> {
  query: Pick<LogState<T>, 'rows' | 'loading' | 'failed'> & { reload: () => void };
  /** the loading and empty states' test ids: `{testId}-loading`, `{testId}-empty` */
  testId: string;
  /** the text shown when no entry matches */
  empty: string;
  /** the header row's cells */
  head: ReactNode;
  /** an entry's row (with its key) */
  row: (entry: T) => ReactNode;
}

/** A log page's rows: the error with a retry, the loading and empty states, else the table. */
export function LogTable<T>({ query, testId, empty, head, row }: Props<T>) {
  const translate = useTranslate();
  if (query.failed) {
    return (
      <Alert severity="error" action={<Button onClick={query.reload}>{translate('app.retry')}</Button>}>
        {translate('audit.logInfo.loadFailed')}
      </Alert>
    );
  }
  if (query.rows === null) return <CircularProgress size={24} aria-label={translate('app.loading')} data-testid={`${testId}-loading`} />;
  if (query.rows.length === 0) {
    return (
      <Typography color="text.secondary" data-testid={`${testId}-empty`}>
        {empty}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-busy={query.loading}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{query.rows.map((entry) => row(entry))}</TableBody>
      </Table>
    </TableContainer>
  );
}
