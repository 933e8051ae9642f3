/** A datetime-local input's text ('2026-11-29T22:00', the browser's zone) to unix seconds and back. */
const pad = (n: number) => String(n).padStart(2, '0');

export function toInputText(unix: number | null): string {
  if (unix === null) return '';
  const d = new Date(unix * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** null for an empty text, NaN for one that does not read. */
export function fromInputText(text: string): number | null {
  if (!text.trim()) return null;
  const ms = new Date(text).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : Number.NaN;
}
