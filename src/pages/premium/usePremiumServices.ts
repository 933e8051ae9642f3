/**
 * The premium services page's logic (issue 30 §2): the companies' services, a search by company
 * name, sales' actions (ending a service after a confirmation), and a customer's attempt, which
 * the server refuses with the "contact sales" message that the page then shows.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../api';
import type { CompanyServices, PremiumAction, PremiumService, PremiumServicesList } from '../../lib/premium';
import { actOnService, fetchPremiumServices } from '../../providers/premium';

export interface PendingAction {
  company: CompanyServices;
  service: PremiumService;
  action: PremiumAction;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? error.message) : 'ra.notification.http_error');

export function usePremiumServices() {
  const [data, setData] = useState<PremiumServicesList | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<PendingAction | null>(null);

  const load = useCallback(
    () =>
      fetchPremiumServices().then(
        (list) => {
          setData(list);
          setLoadFailed(false);
        },
        () => setLoadFailed(true),
      ),
    [],
  );
  useEffect(() => {
    let live = true;
    fetchPremiumServices().then(
      (list) => live && setData(list),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const run = useCallback(
    async ({ company, service, action }: PendingAction) => {
      setBusy(true);
      setError(null);
      setSaved(null);
      try {
        const status = await actOnService(company.companyId, service, action);
        setSaved(status.state);
        await load();
      } catch (failure) {
        setError(messageOf(failure));
      } finally {
        setBusy(false);
      }
    },
    [load],
  );

  /** Ending a service asks first; the others run at once. */
  const act = useCallback((pending: PendingAction) => (pending.action === 'cancel' ? setConfirming(pending) : void run(pending)), [run]);
  const confirm = useCallback(async () => {
    if (!confirming) return;
    const pending = confirming;
    setConfirming(null);
    await run(pending);
  }, [confirming, run]);

  const companies = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = data?.companies ?? [];
    return needle ? all.filter((company) => company.companyName.toLowerCase().includes(needle)) : all;
  }, [data, search]);

  return {
    loading: data === null && !loadFailed,
    loadFailed,
    reload: load,
    canActivate: data?.canActivate ?? false,
    ownCompanyId: data?.ownCompanyId ?? null,
    companies,
    search,
    setSearch,
    busy,
    error,
    saved,
    dismiss: () => {
      setError(null);
      setSaved(null);
    },
    act,
    confirming,
    confirm,
    cancelConfirm: () => setConfirming(null),
  };
}
