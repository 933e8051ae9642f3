/**
 * Playback of a track (issue 14 §2 "Playback"): a cursor (unix seconds) moved by an animation
 * frame loop while playing, at REPLAY_SPEEDS (1× = one track minute a real second, up to 64×), and
 * set by the scrubber or the chart. It stops at the end, and pauses while the page is hidden (a
 * hidden tab does no work).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { REPLAY_SPEEDS, type ReplaySpeed } from '../../lib/maps';

/** Track seconds a real second at 1×. */
export const STORY_SECONDS_AT_1X = 60;

export interface PlaybackModel {
  cursor: number;
  playing: boolean;
  speed: ReplaySpeed;
  play(): void;
  pause(): void;
  setSpeed(speed: ReplaySpeed): void;
  /** moves the cursor (clamped to the track) */
  seek(ts: number): void;
}

/** `from`/`to`: the track's first and last moments; `key` names the track (a new one starts over). */
export function usePlayback(from: number, to: number, key: string, visible: boolean): PlaybackModel {
  const [cursor, setCursor] = useState(from);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(REPLAY_SPEEDS[3]);
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setCursor(from);
    setPlaying(false);
  }
  // what the animation loop and the callbacks read: the latest render's values
  const latest = useRef({ cursor, speed, from, to });
  useLayoutEffect(() => {
    latest.current = { cursor, speed, from, to };
  });

  const running = playing && visible;
  useEffect(() => {
    if (!running) return undefined;
    let frame = 0;
    let last = performance.now();
    // the exact position between frames; the cursor shows whole seconds
    let position = latest.current.cursor;
    let shown = position;
    const step = (now: number) => {
      const { cursor: at, speed: s, to: end } = latest.current;
      // a seek meanwhile (the scrubber, the chart) moves the playback there
      if (at !== shown) position = at;
      position = Math.min(end, position + ((now - last) / 1000) * s * STORY_SECONDS_AT_1X);
      last = now;
      shown = Math.round(position);
      latest.current.cursor = shown;
      setCursor(shown);
      if (position >= end) {
        setPlaying(false);
        return;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [running]);

  const seek = useCallback((ts: number) => {
    const { from: start, to: end } = latest.current;
    const at = Math.round(Math.max(start, Math.min(end, ts)));
    latest.current.cursor = at;
    setCursor(at);
  }, []);
  const play = useCallback(() => {
    const { cursor: at, from: start, to: end } = latest.current;
    // played to the end: play again from the start
    if (at >= end) {
      latest.current.cursor = start;
      setCursor(start);
    }
    setPlaying(true);
  }, []);
  const pause = useCallback(() => setPlaying(false), []);
  return { cursor, playing, speed, play, pause, setSpeed, seek };
}
