/**
 * The temperature log's query in its address (issue 14 §3): `?target=waybill&id=12&start=…&end=…
 * &activationEnergy=83144` (unix seconds, J/mol), so that a copied link, or a waybill list's row,
 * opens the same report. A waybill without start and end covers its own departure → delivery.
 * Other parameters of the address are kept.
 */
import { MAX_ACTIVATION_ENERGY, MIN_ACTIVATION_ENERGY, REPORT_TARGETS, TEMPERATURE_LOG_ROUTE, type ReportTarget } from '../../lib/reports';

export interface LogQuery {
  target: ReportTarget;
  id: number | null;
  /** unix seconds; null when the address has none */
  start: number | null;
  end: number | null;
  /** J/mol; null: the default */
  activationEnergy: number | null;
}

const KEYS = ['target', 'id', 'start', 'end', 'activationEnergy'] as const;

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,13}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

function energyOf(raw: string | null): number | null {
  if (raw === null || !/^\d+(\.\d+)?$/.test(raw)) return null;
  const n = Number(raw);
  return n >= MIN_ACTIVATION_ENERGY && n <= MAX_ACTIVATION_ENERGY ? n : null;
}

export function logQueryFromSearch(search: string): LogQuery {
  const params = new URLSearchParams(search);
  const target = params.get('target');
  return {
    target: (REPORT_TARGETS as readonly string[]).includes(target ?? '') ? (target as ReportTarget) : 'device',
    id: positiveInteger(params.get('id')),
    start: positiveInteger(params.get('start')),
    end: positiveInteger(params.get('end')),
    activationEnergy: energyOf(params.get('activationEnergy')),
  };
}

/** The address's search with the query in it (absent parts left out), other parameters kept. */
export function searchWithLogQuery(search: string, query: LogQuery): string {
  const params = new URLSearchParams(search);
  for (const key of KEYS) params.delete(key);
  for (const key of KEYS) {
    const value = query[key];
    if (value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The page's address for a waybill's report (the waybill list's row action). */
export const waybillReportPath = (id: number): string => `${TEMPERATURE_LOG_ROUTE}?target=waybill&id=${id}`;
