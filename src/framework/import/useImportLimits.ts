/**
 * The import's limits as the server is set (IMPORT_MAX_BYTES, IMPORT_MAX_ROWS:
 * `GET /{resource}/import/limits`), asked once the import is shown. Null while they load; if the
 * call fails, the defaults (the server checks every file against its own limits anyway).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importLimitsPath, type ImportLimits } from '../../lib/import';

const DEFAULT_LIMITS: ImportLimits = { maxBytes: IMPORT_MAX_BYTES, maxRows: IMPORT_MAX_ROWS };

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The answer if it is one; an answer of another shape is as good as none. */
function limitsOf(answer: unknown): ImportLimits {
  const { maxBytes, maxRows } = (answer ?? {}) as Partial<Record<keyof ImportLimits, unknown>>;
  return isCount(maxBytes) && isCount(maxRows) ? { maxBytes, maxRows } : DEFAULT_LIMITS;
}

export function useImportLimits(resource: string, enabled: boolean): ImportLimits | null {
  const query = useQuery({
    queryKey: ['importLimits', resource],
    queryFn: async ({ signal }) => limitsOf(await api.get<unknown>(importLimitsPath(resource), undefined, { silent: true, signal })),
    enabled,
    retry: false,
    // settings of the server: they change with a restart, not while a page is open
    staleTime: 10 * 60_000,
  });
  if (query.data) return query.data;
  return query.isError ? DEFAULT_LIMITS : null;
}
