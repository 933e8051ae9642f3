/**
 * The authorization codes page's logic: the list and the service state, making a code (its key
 * held here until the user closes the dialog: it is never fetched again), and revoking one after
 * a confirmation.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api';
import { dataInterfaceActive, type AuthCode, type AuthCodeList, type CreatedAuthCode } from '../../lib/docking';
import { createAuthCode, fetchAuthCodes, revokeAuthCode } from '../../providers/authCodes';

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? (error.fieldErrors?.description ?? error.serverMessage ?? error.message) : fallback);

export function useAuthCodes() {
  const [codes, setCodes] = useState<AuthCode[] | null>(null);
  const [service, setService] = useState<number | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedAuthCode | null>(null);
  const [revoking, setRevoking] = useState<AuthCode | null>(null);

  const apply = useCallback((list: AuthCodeList) => {
    setCodes(list.codes);
    setService(list.service);
    setLoadFailed(false);
  }, []);
  const load = useCallback(() => fetchAuthCodes().then(apply, () => setLoadFailed(true)), [apply]);
  useEffect(() => {
    let live = true;
    fetchAuthCodes().then(
      (list) => live && apply(list),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [apply]);

  const create = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      setCreated(await createAuthCode(description.trim()));
      setDescription('');
      await load();
    } catch (failure) {
      setError(messageOf(failure, 'ra.notification.http_error'));
    } finally {
      setBusy(false);
    }
  }, [description, load]);

  const confirmRevoke = useCallback(async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await revokeAuthCode(revoking.id);
      setRevoking(null);
      await load();
    } catch (failure) {
      setError(messageOf(failure, 'ra.notification.http_error'));
      setRevoking(null);
    } finally {
      setBusy(false);
    }
  }, [load, revoking]);

  return {
    codes,
    loadFailed,
    reload: load,
    active: service === null ? null : dataInterfaceActive(service),
    description,
    setDescription,
    busy,
    error,
    create,
    created,
    closeCreated: () => setCreated(null),
    revoking,
    askRevoke: setRevoking,
    cancelRevoke: () => setRevoking(null),
    confirmRevoke,
  };
}

export type AuthCodes = ReturnType<typeof useAuthCodes>;
