/** The ticked rows: only ids the table still shows count (a reload may drop some). */
import { useMemo, useState } from 'react';

export interface SelectionModel {
  ids: ReadonlySet<number>;
  toggle(id: number): void;
  /** all of `ids` when not all are ticked, else none */
  toggleAll(): void;
  clear(): void;
}

export function useSelection(shown: readonly number[]): SelectionModel {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const ids = useMemo(() => new Set(shown.filter((id) => ticked.has(id))), [shown, ticked]);
  return {
    ids,
    toggle: (id) =>
      setTicked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setTicked(ids.size === shown.length ? new Set() : new Set(shown)),
    clear: () => setTicked(new Set()),
  };
}
