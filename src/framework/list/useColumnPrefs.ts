import { useCallback, useState } from 'react';

const KEY = (page: string) => `coldchain.columns.${page}`;

function read(page: string): string[] | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEY(page));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : null;
  } catch {
    return null;
  }
}

const NONE: readonly string[] = [];

/**
 * The columns hidden by the user on one page, kept in localStorage per page key, so that two
 * pages of one resource (devices, expired devices) keep their own choice across reloads. Until
 * the user chooses, the schema's `defaultHidden` columns are hidden.
 */
export function useColumnPrefs(page: string, defaultHidden: readonly string[] = NONE) {
  const [hidden, setHidden] = useState<string[]>(() => read(page) ?? [...defaultHidden]);
  const toggle = useCallback(
    (column: string) =>
      setHidden((current) => {
        const next = current.includes(column) ? current.filter((c) => c !== column) : [...current, column];
        try {
          globalThis.localStorage?.setItem(KEY(page), JSON.stringify(next));
        } catch {
          // storage full or refused: the choice holds for this visit only
        }
        return next;
      }),
    [page],
  );
  return { hidden, toggle };
}
