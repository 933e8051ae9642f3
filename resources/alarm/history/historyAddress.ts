/**
 * The history's filters in its address (`?state=open&kind=offline&level=2&organizationId=3&deviceId=7`),
 * beside the range: the dashboard's Open alarms figure links to `?state=open`, and a copied link
 * shows the same alarms. A value the address holds that no filter offers is ignored.
 */
import { ALARM_KINDS, ALARM_LEVELS, ALARM_STATE_FILTERS, type AlarmKind, type AlarmStateFilter } from '../../../src/lib/alarms';

export interface HistoryFilters {
  deviceId?: number;
  organizationId?: number;
  kind?: AlarmKind;
  level?: number;
  state?: AlarmStateFilter;
}

export const FILTER_KEYS = ['deviceId', 'organizationId', 'kind', 'level', 'state'] as const satisfies ReadonlyArray<keyof HistoryFilters>;

function id(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,12}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 ? n : undefined;
}

const oneOf = <T extends string | number>(values: readonly T[], raw: unknown): T | undefined =>
  (values as readonly unknown[]).includes(raw) ? (raw as T) : undefined;

export function filtersFromSearch(search: string): HistoryFilters {
  const params = new URLSearchParams(search);
  const filters: HistoryFilters = {
    deviceId: id(params.get('deviceId')),
    organizationId: id(params.get('organizationId')),
    kind: oneOf(ALARM_KINDS, params.get('kind')),
    level: oneOf<number>(ALARM_LEVELS, Number(params.get('level'))),
    state: oneOf(ALARM_STATE_FILTERS, params.get('state')),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as HistoryFilters;
}

/** The address's search with these filters (unset ones left out), its other parameters (the range) kept. */
export function searchWithFilters(search: string, filters: HistoryFilters): string {
  const params = new URLSearchParams(search);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined) params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
