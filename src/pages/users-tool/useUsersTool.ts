/**
 * The Users tool's logic (issue 30 §5): the search, and each action asked for, confirmed, then
 * run; the user's row is replaced by what the server answers afterwards.
 */
import { useCallback, useState } from 'react';
import type { ToolUser, UsersToolAction } from '../../lib/audit';
import { ApiError } from '../../api';
import { findToolUsers, runToolAction } from './usersToolApi';

export interface PendingAction {
  user: ToolUser;
  action: UsersToolAction;
}

export function useUsersTool() {
  const [query, setQuery] = useState('');
  const [users, setUsers] = useState<ToolUser[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<UsersToolAction | null>(null);

  const search = useCallback(async () => {
    if (!query.trim()) return;
    setSearching(true);
    setError(null);
    try {
      setUsers(await findToolUsers(query.trim()));
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldErrors?.q ?? 'audit.usersTool.loadFailed') : 'audit.usersTool.loadFailed');
    } finally {
      setSearching(false);
    }
  }, [query]);

  const confirm = useCallback(async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      const after = await runToolAction(pending.user.id, pending.action);
      setUsers((list) => list?.map((user) => (user.id === after.id ? after : user)) ?? null);
      setDone(pending.action);
    } catch {
      setError('audit.usersTool.failed');
    } finally {
      setBusy(false);
      setPending(null);
    }
  }, [pending]);

  return {
    query,
    setQuery,
    users,
    searching,
    search,
    error,
    pending,
    ask: (user: ToolUser, action: UsersToolAction) => {
      setDone(null);
      setPending({ user, action });
    },
    cancel: () => setPending(null),
    confirm,
    busy,
    done,
  };
}
