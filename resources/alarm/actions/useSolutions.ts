/** The company's handling solutions (`triggerDealSolution` records: name and content), offered when acknowledging. */
import { useGetList } from 'react-admin';

export interface Solution {
  id: number;
  name: string;
  content: string;
}

const LIMIT = 100;

export function useSolutions(enabled: boolean): { solutions: Solution[]; loading: boolean; failed: boolean } {
  const { data, isPending, error } = useGetList(
    'triggerDealSolution',
    { pagination: { page: 1, perPage: LIMIT }, sort: { field: 'id', order: 'ASC' } },
    { enabled, retry: false },
  );
  const solutions = (data ?? []).map((record) => ({ id: Number(record.id), name: String(record.name ?? record.id), content: String(record.content ?? '') }));
  return { solutions, loading: enabled && isPending && !error, failed: Boolean(error) };
}
