import { useCallback } from 'react';
import { ApiError, api } from '../../src/api';
import { ApiStatus } from '../../src/lib/contract';
import type { MenuOption, Operation } from './operationModel';
import { useLoadQuery, type LoadState } from '../../src/framework/queryState';

/**
 * The operations of one page (read-only), by the menu id its route node carries. A route the
 * server sent without an id cannot be asked about, and says so instead of guessing.
 */
export function useOperations(page: MenuOption | null): LoadState<Operation[]> & { retry(): void } {
  const menuId = page?.menuId ?? null;
  const load = useCallback(
    (signal: AbortSignal) => {
      if (menuId === null) return Promise.reject(new ApiError({ status: ApiStatus.notFound, httpStatus: 404, message: 'app.pages.operation.loadFailed' }));
      return api.get<Operation[]>(`/operation/list/${menuId}`, undefined, { signal, silent: true }).then((list) => list ?? []);
    },
    [menuId],
  );
  return useLoadQuery(page ? `${page.name}:${menuId ?? 'none'}` : null, load);
}
