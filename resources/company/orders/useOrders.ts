/** The orders page's state (issue 30 §3): the filters, the page, and the orders they select. */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderState, OrderType } from '../../../src/lib/recharge';
import { fetchOrders, ORDERS_QUERY_KEY, type OrderFilters } from '../moneyApi';

export const ORDERS_PER_PAGE = 20;

export function useOrders() {
  const [type, setType] = useState<OrderType | ''>('');
  const [state, setState] = useState<OrderState | ''>('');
  const [page, setPage] = useState(1);
  const filters: OrderFilters = { page, perPage: ORDERS_PER_PAGE, ...(type ? { type } : {}), ...(state ? { state } : {}) };
  const query = useQuery({
    queryKey: [ORDERS_QUERY_KEY, filters],
    queryFn: ({ signal }) => fetchOrders(filters, signal),
    retry: false,
    placeholderData: keepPreviousData,
  });
  return {
    query,
    filters: { type, state, page },
    // a new filter starts at the first page
    setType: (value: OrderType | '') => {
      setType(value);
      setPage(1);
    },
    setState: (value: OrderState | '') => {
      setState(value);
      setPage(1);
    },
    setPage,
  };
}
