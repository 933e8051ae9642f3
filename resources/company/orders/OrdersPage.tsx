/**
 * Orders (issue 30 §3, /management/order): the recharge and device renewal orders with their
 * state, amount and payer, newest first, filtered by kind and state. The server keeps a company
 * to its own orders; the platform sees every company's.
 */
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../src/api';
import { LoadError } from '../../../src/components/LoadError';
import type { PageProps } from '../../../src/framework';
import { ORDER_STATES, ORDER_TYPES, type OrderState, type OrderType } from '../../../src/lib/recharge';
import { OrderRows } from './OrderRows';
import { ORDERS_PER_PAGE, useOrders } from './useOrders';

const K = 'balance.orders';

export function OrdersPage(_props: PageProps) {
  const translate = useTranslate();
  const { query, filters, setType, setState, setPage } = useOrders();

  let body;
  if (query.data) {
    body = query.data.list.length ? (
      <>
        <OrderRows rows={query.data.list} />
        <TablePagination
          component="div"
          count={query.data.total}
          page={filters.page - 1}
          onPageChange={(_event, page) => setPage(page + 1)}
          rowsPerPage={ORDERS_PER_PAGE}
          rowsPerPageOptions={[ORDERS_PER_PAGE]}
          labelDisplayedRows={({ from, to, count }) => translate(`${K}.shown`, { from, to, count })}
        />
      </>
    ) : (
      <Typography color="text.secondary" data-testid="orders-empty">
        {translate(`${K}.empty`)}
      </Typography>
    );
  } else if (query.isError) {
    const message = errorMessage(query.error, `${K}.loadFailed`);
    body = (
      <LoadError onRetry={() => void query.refetch()} testId="orders-error">
        {translate(message, { _: message })}
      </LoadError>
    );
  } else body = <Skeleton variant="rounded" height={200} aria-busy="true" data-testid="orders-loading" />;

  return (
    <Box component="section" aria-labelledby="orders-title" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
      <Typography id="orders-title" variant="h5" component="h1">
        {translate(`${K}.title`)}
      </Typography>
      <Box role="search" aria-label={translate(`${K}.filters`)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          label={translate(`${K}.type`)}
          value={filters.type}
          onChange={(event) => setType(event.target.value as OrderType | '')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{translate(`${K}.all`)}</MenuItem>
          {ORDER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {translate(`${K}.typeNames.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate(`${K}.state`)}
          value={filters.state}
          onChange={(event) => setState(event.target.value as OrderState | '')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{translate(`${K}.all`)}</MenuItem>
          {ORDER_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {translate(`${K}.states.${state}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {body}
    </Box>
  );
}
