/** A role's permission-change log (spec §6), GET /role/{id}/permissionlog; fetched only while `open`. */
import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'ra-core';
import { api } from '../../src/api';
import type { PermissionLogEntry } from '../../src/lib/permissionLog';

export function usePermissionLog(roleId: Identifier, open: boolean) {
  const query = useQuery({
    queryKey: ['role', roleId, 'permissionlog'],
    queryFn: ({ signal }) => api.get<PermissionLogEntry[]>(`/role/${encodeURIComponent(String(roleId))}/permissionlog`, undefined, { signal, silent: true }),
    enabled: open,
    // each opening shows what is stored now: another administrator may have changed the role
    staleTime: 0,
  });
  return {
    status: query.isPending ? ('loading' as const) : query.isError ? ('error' as const) : ('ready' as const),
    entries: query.data ?? [],
    retry: () => void query.refetch(),
  };
}
