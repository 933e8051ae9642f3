/**
 * The records page's query in its address (issue 12 §3 "Device records"): `?deviceId=7&start=…&end=…`
 * (unix seconds), so that a copied link shows the same device and range. The device detail page
 * links here with `?deviceId=…` only; other parameters of the address are kept.
 */

export interface RecordsQuery {
  deviceId: number | null;
  /** unix seconds; null when the address has none (the page then shows its default range) */
  start: number | null;
  end: number | null;
}

const KEYS = ['deviceId', 'start', 'end'] as const;

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,13}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

export function recordsQueryFromSearch(search: string): RecordsQuery {
  const params = new URLSearchParams(search);
  return { deviceId: positiveInteger(params.get('deviceId')), start: positiveInteger(params.get('start')), end: positiveInteger(params.get('end')) };
}

/** The address's search with the query in it (absent parts left out), other parameters kept. */
export function searchWithRecordsQuery(search: string, query: RecordsQuery): string {
  const params = new URLSearchParams(search);
  for (const key of KEYS) params.delete(key);
  for (const key of KEYS) {
    const value = query[key];
    if (value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
