import { describe, expect, it, vi } from 'vitest';
import type { AlarmSocketMessage } from '../../lib/alarms';
import { alarmMessage as alarm } from '../../../test/support/alarmMessage';
import { createAlarmFeedStore, nextFrame, type CommitScheduler } from './alarmFeedStore';

/** A scheduler the test runs by hand: `frame()` is the next animation frame. */
function manualFrames() {
  const queued: Array<() => void> = [];
  const schedule: CommitScheduler = (commit) => {
    queued.push(commit);
    return () => void queued.splice(queued.indexOf(commit), 1);
  };
  return {
    schedule,
    pending: () => queued.length,
    frame() {
      for (const commit of queued.splice(0)) commit();
    },
  };
}

const ids = (alarms: readonly AlarmSocketMessage[]) => alarms.map((a) => a.alarmId);

describe('the alarm feed store', () => {
  it('commits a burst once, at the next frame: newest on top, the badge counted, the panel opened', () => {
    const frames = manualFrames();
    const store = createAlarmFeedStore({ schedule: frames.schedule });
    const renders = vi.fn();
    store.subscribe(renders);
    for (let id = 1; id <= 1000; id += 1) store.receive([alarm(id)]);
    expect(frames.pending()).toBe(1);
    expect(renders).not.toHaveBeenCalled();
    expect(store.getState().alarms).toEqual([]);
    frames.frame();
    expect(renders).toHaveBeenCalledTimes(1);
    const state = store.getState();
    expect(state.open).toBe(true);
    expect(state.count).toBe(1000);
    // at most ALARM_PANEL_MAX kept, the newest
    expect(state.alarms).toHaveLength(500);
    expect(ids(state.alarms.slice(0, 3))).toEqual([1000, 999, 998]);
    expect(state.alarms.at(-1)?.alarmId).toBe(501);
  });

  it('adds later alarms on top of the earlier ones and drops an alarmId it already has', () => {
    const frames = manualFrames();
    const store = createAlarmFeedStore({ schedule: frames.schedule });
    store.receive([alarm(1), alarm(2)]);
    frames.frame();
    store.receive([alarm(2), alarm(3), alarm(3)]);
    frames.frame();
    expect(ids(store.getState().alarms)).toEqual([3, 2, 1]);
    expect(store.getState().count).toBe(3);
    // only duplicates: nothing to commit, nothing rendered
    const renders = vi.fn();
    store.subscribe(renders);
    store.receive([alarm(1)]);
    expect(frames.pending()).toBe(0);
    expect(renders).not.toHaveBeenCalled();
  });

  it('clear-all empties the list and the badge, and keeps the largest id seen for the feed', () => {
    const frames = manualFrames();
    const store = createAlarmFeedStore({ schedule: frames.schedule });
    expect(store.lastId()).toBe(0);
    store.receive([alarm(5), alarm(9)]);
    frames.frame();
    store.receive([alarm(12)]);
    store.clear();
    expect(frames.pending()).toBe(0);
    expect(store.getState()).toMatchObject({ alarms: [], count: 0, open: true });
    expect(store.lastId()).toBe(12);
  });

  it('opens on each arrival even after a close, and tells its arrival listeners how many came', () => {
    const frames = manualFrames();
    const store = createAlarmFeedStore({ schedule: frames.schedule });
    const arrivals = vi.fn();
    store.onArrival(arrivals);
    store.receive([alarm(1)]);
    frames.frame();
    store.setOpen(false);
    expect(store.getState().open).toBe(false);
    store.receive([alarm(2), alarm(3)]);
    frames.frame();
    expect(store.getState().open).toBe(true);
    expect(arrivals.mock.calls).toEqual([[1], [2]]);
    store.toggle();
    expect(store.getState().open).toBe(false);
  });

  it('cancel drops what is queued (logout), and a later alarm with the same id still shows', () => {
    const frames = manualFrames();
    const store = createAlarmFeedStore({ schedule: frames.schedule });
    store.receive([alarm(1)]);
    store.cancel();
    expect(frames.pending()).toBe(0);
    store.receive([alarm(1)]);
    frames.frame();
    expect(ids(store.getState().alarms)).toEqual([1]);
  });

  it('nextFrame commits once, by the frame or, without frames (a hidden tab), by its fallback timer', () => {
    vi.useFakeTimers();
    try {
      const commit = vi.fn();
      nextFrame(commit);
      vi.advanceTimersByTime(300);
      expect(commit).toHaveBeenCalledTimes(1);
      const cancelled = vi.fn();
      nextFrame(cancelled)();
      vi.advanceTimersByTime(300);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
