/** Unix seconds ↔ the value of an `<input type="datetime-local">` (the browser's zone). */
const pad = (n: number) => String(n).padStart(2, '0');

export function toLocalInput(unix: number | null | undefined): string {
  if (unix === null || unix === undefined) return '';
  const d = new Date(unix * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** null for an empty or unreadable value. */
export function fromLocalInput(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

/** 'YYYY-MM-DD HH:mm' in the browser's zone, or '—'. */
export function shownTime(unix: number | null | undefined): string {
  return unix === null || unix === undefined ? '—' : toLocalInput(unix).replace('T', ' ');
}
