/**
 * The balance changes of the range: a table, and on a phone one card per change. A deduction's
 * change reads red, a top-up's green with its sign.
 */
import { useLocale, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { BalanceHistoryRow } from '../../../src/lib/balance';
import { cellText, HISTORY_COLUMNS, type HistoryColumn } from './balanceHistoryTable';

const NUMERIC = new Set<HistoryColumn>(['change', 'balanceAfter']);

const changeColor = (change: number) => (change < 0 ? 'error.main' : change > 0 ? 'success.main' : undefined);

function Cell({ row, column }: { row: BalanceHistoryRow; column: HistoryColumn }) {
  const translate = useTranslate();
  const locale = useLocale();
  const text = cellText(row, column, translate, locale);
  if (column !== 'change') return <>{text}</>;
  return (
    <Box component="span" data-change={row.change < 0 ? 'deduction' : 'topUp'} sx={{ color: changeColor(row.change), fontWeight: 500 }}>
      {text}
    </Box>
  );
}

function PhoneCards({ rows }: { rows: readonly BalanceHistoryRow[] }) {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Paper
          component="li"
          key={row.id}
          variant="outlined"
          sx={{ p: 1.5, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5 }}
        >
          {HISTORY_COLUMNS.map((column) => (
            <Box key={column} sx={{ display: 'contents' }}>
              <Typography variant="body2" color="text.secondary">
                {translate(`balance.history.columns.${column}`)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Cell row={row} column={column} />
              </Typography>
            </Box>
          ))}
        </Paper>
      ))}
    </Box>
  );
}

export function BalanceHistoryRows({ rows }: { rows: readonly BalanceHistoryRow[] }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <PhoneCards rows={rows} />;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            {HISTORY_COLUMNS.map((column) => (
              <TableCell key={column} align={NUMERIC.has(column) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {translate(`balance.history.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {HISTORY_COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={NUMERIC.has(column) ? 'right' : 'left'}
                  sx={{ whiteSpace: column === 'createdAt' ? 'nowrap' : undefined, fontVariantNumeric: 'tabular-nums' }}
                >
                  <Cell row={row} column={column} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
