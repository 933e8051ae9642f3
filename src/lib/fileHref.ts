/**
 * A stored file's address as a link or image source: a path of this origin (`/api/files/…`) or
 * an http(s) address, never `javascript:`, `data:` or a protocol-relative `//host` (which would
 * leave the console). Anything else gives null: shown as text, not followed.
 */
export function fileHref(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (/^\/(?![/\\])/.test(value)) return value;
  return /^https?:\/\/[^\s/]/i.test(value) ? value : null;
}
