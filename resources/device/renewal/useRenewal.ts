/**
 * The renewal page's logic (issue 28 §3): which devices are listed (expired, expiring within 3
 * months, or both), which are picked and for how long, the server's price for them, and payment
 * from the balance. The server does the arithmetic; this keeps what the user chose.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { RENEWAL_MAX_DEVICES, type RenewalBody, type RenewalScope } from '../../../src/lib/renewal';
import { fetchDueDevices, fetchQuote, fetchRenewalAccount, payFromBalance, RENEWAL_QUERY_KEY } from './renewalApi';

export function useRenewal() {
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<RenewalScope>('due');
  const [q, setQ] = useState('');
  const [years, setYears] = useState(1);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());

  const devices = useQuery({
    queryKey: [RENEWAL_QUERY_KEY, 'devices', scope, q.trim()],
    queryFn: ({ signal }) => fetchDueDevices({ scope, q, limit: RENEWAL_MAX_DEVICES }, signal),
    placeholderData: keepPreviousData,
  });
  const account = useQuery({ queryKey: [RENEWAL_QUERY_KEY, 'account'], queryFn: ({ signal }) => fetchRenewalAccount(signal) });

  const deviceIds = useMemo(() => [...picked].sort((a, b) => a - b), [picked]);
  const body: RenewalBody = useMemo(() => ({ deviceIds, years }), [deviceIds, years]);
  const quote = useQuery({
    queryKey: [RENEWAL_QUERY_KEY, 'quote', deviceIds, years],
    queryFn: ({ signal }) => fetchQuote(body, signal),
    enabled: deviceIds.length > 0,
  });

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: [RENEWAL_QUERY_KEY] }), [queryClient]);
  /** after a payment: the devices paid for leave the list, the funds change */
  const afterPaid = useCallback(() => {
    setPicked(new Set());
    return refresh();
  }, [refresh]);
  const pay = useMutation({ mutationFn: () => payFromBalance(body), onSuccess: afterPaid });

  const toggle = useCallback((id: number) => {
    setPicked((before) => {
      const after = new Set(before);
      if (after.has(id)) after.delete(id);
      else after.add(id);
      return after;
    });
  }, []);
  const list = devices.data?.list;
  const allPicked = Boolean(list?.length) && list!.every((d) => picked.has(d.id));
  const toggleAll = useCallback(() => {
    setPicked(allPicked ? new Set() : new Set((list ?? []).map((d) => d.id)));
  }, [allPicked, list]);
  const changeScope = useCallback((next: RenewalScope) => {
    setScope(next);
    // what is picked stays in view: a device no longer listed is not paid for unseen
    setPicked(new Set());
  }, []);

  const amount = deviceIds.length ? (quote.data?.amount ?? null) : 0;
  const balance = account.data?.balance ?? null;
  const insufficient = amount !== null && balance !== null && amount > balance;

  return { scope, changeScope, q, setQ, years, setYears, picked, deviceIds, toggle, toggleAll, allPicked, devices, account, quote, amount, balance, insufficient, pay, afterPaid, body };
}

export type Renewal = ReturnType<typeof useRenewal>;
