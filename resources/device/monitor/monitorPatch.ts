import type { MonitorPage, MonitorState } from '../../../src/lib/readings';
import { patchRow } from '../live/patchRow';
import type { LiveUpdate } from '../live/liveEvents';

/**
 * A monitor page after live updates, in their order: the rows of these devices patched, and the
 * counts moved by each row whose state changed (devices of other pages are not known here: the
 * next refresh brings theirs). The same answer when nothing shown changes.
 */
export function patchAnswer(answer: MonitorPage, updates: readonly LiveUpdate[]): MonitorPage {
  const byDevice = new Map<number, LiveUpdate[]>();
  for (const update of updates) byDevice.set(update.deviceId, [...(byDevice.get(update.deviceId) ?? []), update]);
  let counts: Record<MonitorState, number> | null = null;
  let changed = false;
  const list = answer.list.map((row) => {
    const mine = byDevice.get(row.id);
    if (!mine) return row;
    const next = mine.reduce(patchRow, row);
    if (next === row) return row;
    changed = true;
    if (next.state !== row.state) {
      counts ??= { ...answer.counts };
      counts[row.state] = Math.max(0, (counts[row.state] ?? 0) - 1);
      counts[next.state] = (counts[next.state] ?? 0) + 1;
    }
    return next;
  });
  return changed ? { ...answer, list, counts: counts ?? answer.counts } : answer;
}
