/**
 * Whether a form's values differ from those it opened with, ignoring empties: a field typed into
 * and emptied again is no change, nor is a checkbox's false that its input puts in after mounting. react-hook-form's own dirty state does not serve here: a page
 * shown again in its tab re-runs react-admin's form reset, which clears the dirty fields of a
 * create form (its default values are empty) while keeping what was typed.
 */
export function comparableValues(values: unknown): string {
  return JSON.stringify(withoutEmpties(values)) ?? '';
}

function withoutEmpties(value: unknown): unknown {
  if (value === '' || value === null || value === undefined || value === false) return undefined;
  if (Array.isArray(value)) return value.length ? value.map(withoutEmpties) : undefined;
  if (value instanceof Date) return value.toISOString();
  // a picked file: its name and size say enough
  if (typeof File !== 'undefined' && value instanceof File) return `${value.name}:${value.size}`;
  if (typeof value !== 'object') return value;
  const entries = Object.keys(value)
    .sort()
    .map((key) => [key, withoutEmpties((value as Record<string, unknown>)[key])] as const)
    .filter(([, child]) => child !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
}
