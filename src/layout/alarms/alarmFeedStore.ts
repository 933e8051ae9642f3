/**
 * The alarm panel's state outside React (issue 13 §3): the alarms newest first, the badge count,
 * whether the panel is open. Arrivals are queued and committed once per animation frame, so a
 * burst of 1,000 `0003` in a second costs about 60 renders, not 1,000 (the "no long task
 * over 50 ms"). Components read it with useSyncExternalStore; `getState()` returns the same
 * object until a commit, a clear or a toggle changes it.
 */
import type { AlarmSocketMessage } from '../../lib/alarms';

/**
 * Alarms kept in memory: the list is virtualized, but each entry still costs memory and a sort
 * position; past this the oldest are forgotten (the badge still counts them, and the history
 * page has them all).
 */
export const ALARM_PANEL_MAX = 500;

/** A hidden tab runs no animation frames: a commit waits at most this long for one. */
export const FRAME_FALLBACK_MS = 250;

export interface AlarmFeedState {
  /** newest first (highest alarmId on top within a commit), at most ALARM_PANEL_MAX */
  alarms: readonly AlarmSocketMessage[];
  /** alarms arrived since the last clear: the badge (shown with badgeText, "99+") */
  count: number;
  open: boolean;
  /**
   * Issue 26 §1: the open alarms not acknowledged that the user may see, from the platform
   * (useOpenAlarmCount), not from the list; null until known (or without the history page).
   */
  openCount: number | null;
}

/** Runs `commit` soon (the next frame); returns the cancel. */
export type CommitScheduler = (commit: () => void) => () => void;

export interface AlarmFeedStore {
  getState(): AlarmFeedState;
  subscribe(listener: () => void): () => void;
  /** Queue alarms (a `0003`, or the feed's missed ones); duplicates of a known alarmId are dropped. */
  receive(messages: readonly AlarmSocketMessage[]): void;
  /** The clear-all icon: the list and the badge empty. */
  clear(): void;
  setOpen(open: boolean): void;
  toggle(): void;
  setOpenCount(openCount: number | null): void;
  /** The largest alarmId ever received, cleared ones included (0: none): the feed's `after`. */
  lastId(): number;
  /** Called once per commit that added alarms, with how many (the sound, throttled by its player). */
  onArrival(listener: (added: number) => void): () => void;
  /** Drop what is queued and its pending commit (the layout unmounts at logout). */
  cancel(): void;
}

/** The next animation frame, or FRAME_FALLBACK_MS when frames do not run (a hidden tab, Node). */
export const nextFrame: CommitScheduler = (commit) => {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    commit();
  };
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : undefined;
  const timer = setTimeout(run, FRAME_FALLBACK_MS);
  function cancel() {
    done = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  }
  return cancel;
};

export function createAlarmFeedStore({ schedule = nextFrame, max = ALARM_PANEL_MAX }: { schedule?: CommitScheduler; max?: number } = {}): AlarmFeedStore {
  let state: AlarmFeedState = { alarms: [], count: 0, open: false, openCount: null };
  const listeners = new Set<() => void>();
  const arrivalListeners = new Set<(added: number) => void>();
  // ids in the list or queued: a message seen twice (a 0003 and the feed after a reconnect) shows once
  const known = new Set<number>();
  let pending: AlarmSocketMessage[] = [];
  let cancelCommit: (() => void) | null = null;
  let maxId = 0;

  function set(next: AlarmFeedState): void {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function commit(): void {
    cancelCommit = null;
    if (pending.length === 0) return;
    const added = pending.sort((a, b) => b.alarmId - a.alarmId);
    pending = [];
    const alarms = added.length >= max ? added.slice(0, max) : [...added, ...state.alarms.slice(0, max - added.length)];
    const kept = new Set(alarms.map((a) => a.alarmId));
    for (const id of known) if (!kept.has(id)) known.delete(id);
    // spec §4: an alarm is added on top, increments the badge and opens the panel
    set({ ...state, alarms, count: state.count + added.length, open: true });
    for (const listener of [...arrivalListeners]) listener(added.length);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    receive(messages) {
      for (const message of messages) {
        maxId = Math.max(maxId, message.alarmId);
        if (known.has(message.alarmId)) continue;
        known.add(message.alarmId);
        pending.push(message);
      }
      if (pending.length > 0 && !cancelCommit) cancelCommit = schedule(commit);
    },
    clear() {
      cancelCommit?.();
      cancelCommit = null;
      pending = [];
      known.clear();
      set({ ...state, alarms: [], count: 0 });
    },
    setOpen(open) {
      if (open !== state.open) set({ ...state, open });
    },
    toggle() {
      set({ ...state, open: !state.open });
    },
    setOpenCount(openCount) {
      if (openCount !== state.openCount) set({ ...state, openCount });
    },
    lastId: () => maxId,
    onArrival(listener) {
      arrivalListeners.add(listener);
      return () => void arrivalListeners.delete(listener);
    },
    cancel() {
      cancelCommit?.();
      cancelCommit = null;
      for (const message of pending) known.delete(message.alarmId);
      pending = [];
    },
  };
}
