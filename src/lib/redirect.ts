/**
 * The `redirect` query of /login must only lead inside the console (issue 2, "Security").
 * Anything that is not a plain same-origin path falls back to '/'.
 *
 * The checks run on the fully decoded text (so no encoding round hides '//' or '\'), but the
 * answer keeps the caller's own encoding: decoding '%26' inside a query value would change it.
 */
const MAX_DECODE_ROUNDS = 5;
const ORIGIN = 'http://console.invalid';

function decodeFully(value: string): string | null {
  let current = value;
  for (let i = 0; i < MAX_DECODE_ROUNDS; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null; // still changing after several rounds: treat as hostile
}

/** The path + query + hash `text` resolves to on the dummy origin, or null if it leaves it. */
function sameOriginPath(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function sanitizeRedirect(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '') return '/';
  const decoded = decodeFully(raw);
  if (decoded === null) return '/';
  // Browsers strip tabs and newlines anywhere in a URL, which can turn '/\t/x' into '//x'.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return '/';
  // Whitespace has no business in the path part; an encoded space in a query value is fine.
  if (/\s/.test(decoded.split(/[?#]/)[0] ?? '')) return '/';
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.includes('\\')) return '/';
  if (sameOriginPath(decoded) === null) return '/';
  return sameOriginPath(raw) ?? '/';
}
