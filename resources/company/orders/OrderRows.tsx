/** The orders table: each order's kind, company, payer, amount, state, who placed it and when. */
import { useLocale, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { OrderRow, OrderState } from '../../../src/lib/recharge';

const K = 'balance.orders';
const STATE_COLOUR: Record<OrderState, 'success' | 'warning' | 'default'> = { paid: 'success', pending: 'warning', expired: 'default' };

export function OrderRows({ rows }: { rows: OrderRow[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale).format;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format;
  const amountOf = (row: OrderRow) =>
    row.unit === 'funds'
      ? translate(`${K}.yuan`, { amount: number(row.amount) })
      : translate(`${K}.credits`, { smart_count: row.amount, amount: number(row.amount), kind: translate(`balance.kinds.${row.unit}`) });
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(`${K}.title`)} data-testid="orders-table">
        <TableHead>
          <TableRow>
            {['order', 'company', 'payer', 'amount', 'state', 'method', 'actor', 'createdAt', 'paidAt'].map((column) => (
              <TableCell key={column} align={column === 'amount' ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {translate(`${K}.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-order={row.key}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`${K}.types.${row.type}`, { id: row.id })}</TableCell>
              <TableCell>{row.company.name}</TableCell>
              <TableCell>{row.payer.name}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {amountOf(row)}
              </TableCell>
              <TableCell>
                <Chip size="small" color={STATE_COLOUR[row.state]} label={translate(`${K}.states.${row.state}`)} />
              </TableCell>
              <TableCell>{translate(`${K}.methods.${row.method}`, { _: row.method })}</TableCell>
              <TableCell>{row.actor || translate(`${K}.system`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(row.createdAt * 1000)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.paidAt === null ? '—' : time(row.paidAt * 1000)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
