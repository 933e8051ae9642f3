/**
 * Query params are normalized once, then both serialized and signed from the same object, so
 * what is signed is exactly what is sent: repeated keys (`a=1&a=2`), no brackets, null and
 * undefined skipped, empty arrays dropped.
 */
export type WireParams = Record<string, string | string[]>;

function text(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function normalizeParams(params: unknown): WireParams {
  const out: WireParams = {};
  if (!params || typeof params !== 'object') return out;
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  for (const [key, value] of entries) {
    if (Array.isArray(value)) {
      const list = value.map(text).filter((v): v is string => v !== undefined);
      if (list.length === 0) continue;
      const previous = out[key];
      out[key] = previous === undefined ? list : [...[previous].flat(), ...list];
      continue;
    }
    const one = text(value);
    if (one === undefined) continue;
    const previous = out[key];
    out[key] = previous === undefined ? one : [...[previous].flat(), one];
  }
  return out;
}

export function serializeParams(params: WireParams): string {
  return Object.entries(params)
    .flatMap(([key, value]) =>
      [value].flat().map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`),
    )
    .join('&');
}

/** Split '/path?a=1' into the path and its params, so a query written into a URL is signed too. */
export function splitUrl(url: string): { path: string; query: WireParams } {
  const hash = url.indexOf('#');
  const clean = hash >= 0 ? url.slice(0, hash) : url;
  const mark = clean.indexOf('?');
  if (mark < 0) return { path: clean, query: {} };
  return { path: clean.slice(0, mark), query: normalizeParams(new URLSearchParams(clean.slice(mark + 1))) };
}

/** Merge two normalized sets; a key present in both keeps every value. */
export function mergeParams(a: WireParams, b: WireParams): WireParams {
  const out: WireParams = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const previous = out[key];
    out[key] = previous === undefined ? value : [...[previous].flat(), ...[value].flat()];
  }
  return out;
}
