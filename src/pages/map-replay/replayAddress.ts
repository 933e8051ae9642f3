/**
 * The replay's query in its address (issue 14 §2 "Track replay"): `?deviceId=7&start=…&end=…`
 * (unix seconds), so that a copied link opens the same replay. Other parameters are kept.
 */

export interface ReplayQuery {
  deviceId: number | null;
  start: number | null;
  end: number | null;
}

const KEYS = ['deviceId', 'start', 'end'] as const;

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,13}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

export function replayQueryFromSearch(search: string): ReplayQuery {
  const params = new URLSearchParams(search);
  return { deviceId: positiveInteger(params.get('deviceId')), start: positiveInteger(params.get('start')), end: positiveInteger(params.get('end')) };
}

/** The address's search with the query in it (absent parts left out), other parameters kept. */
export function searchWithReplayQuery(search: string, query: ReplayQuery): string {
  const params = new URLSearchParams(search);
  for (const key of KEYS) params.delete(key);
  for (const key of KEYS) {
    const value = query[key];
    if (value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
