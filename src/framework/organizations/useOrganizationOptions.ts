/**
 * The organizations the user may filter by (issue 26 §3 "operator01"): `GET /organization/options`,
 * the user's data scope, asked by every organization filter and picker instead of the generic
 * `organization` list, which needs the Organization page. One query shared by every picker on
 * screen; silent: a picker without options simply offers none.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { ORGANIZATION_OPTIONS_PATH, type OrganizationOption, type OrganizationOptions } from '../../lib/organizations';
import { flattenTree, type TreeChoice } from '../widgets/flattenTree';

export const ORGANIZATION_OPTIONS_KEY = ['organizationOptions'] as const;

export function fetchOrganizationOptions(signal?: AbortSignal): Promise<OrganizationOptions> {
  return api.get<OrganizationOptions>(ORGANIZATION_OPTIONS_PATH, undefined, { silent: true, ...(signal ? { signal } : {}) });
}

export interface OrganizationOptionsResult {
  /** undefined until loaded (or when the call failed) */
  data: OrganizationOption[] | undefined;
  error: unknown;
  isPending: boolean;
}

export function useOrganizationOptions(): OrganizationOptionsResult {
  const query = useQuery({ queryKey: ORGANIZATION_OPTIONS_KEY, queryFn: ({ signal }) => fetchOrganizationOptions(signal), retry: false });
  return { data: query.data?.list, error: query.error, isPending: query.isPending };
}

/** The options as an indented tree (depth-first, the scope's root first), for a select. */
export function useOrganizationChoices(): { choices: TreeChoice[]; error: unknown; isPending: boolean } {
  const { data, error, isPending } = useOrganizationOptions();
  const choices = useMemo(() => flattenTree(data ?? [], (r) => String(r.name ?? r.id)), [data]);
  return { choices, error, isPending };
}
