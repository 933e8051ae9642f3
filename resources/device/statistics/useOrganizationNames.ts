import { useMemo } from 'react';
import { useGetList } from 'react-admin';

const LIMIT = 1000;

/** The organizations' names by id (react-admin's `organization` resource); empty when the user may not list them. */
export function useOrganizationNames(): ReadonlyMap<number, string> {
  const { data } = useGetList('organization', { pagination: { page: 1, perPage: LIMIT }, sort: { field: 'id', order: 'ASC' } });
  return useMemo(() => new Map((data ?? []).map((record) => [Number(record.id), String(record.name ?? record.id)])), [data]);
}
