/**
 * The alarm sound (issue 13 §3): a short two-tone beep from an OscillatorNode, so no audio file
 * is loaded. Browsers let a page make sound only after a user interaction (autoplay rules): the
 * AudioContext is made in `unlock()`, called from the first pointer or key event, and `play()`
 * does nothing before. A burst plays once: plays closer than `gapMs` to the last are skipped.
 */

/** What the beeper needs of an AudioContext (the browser's satisfies it). */
export interface AudioContextLike {
  readonly currentTime: number;
  readonly destination: unknown;
  readonly state: string;
  resume(): Promise<void>;
  close(): Promise<void>;
  createOscillator(): {
    type: string;
    frequency: { setValueAtTime(value: number, time: number): unknown };
    connect(node: unknown): unknown;
    start(when?: number): void;
    stop(when?: number): void;
  };
  createGain(): {
    gain: { setValueAtTime(value: number, time: number): unknown; exponentialRampToValueAtTime(value: number, time: number): unknown };
    connect(node: unknown): unknown;
  };
}
export type AudioContextClass = new () => AudioContextLike;

/** One sound per burst: 1,000 alarms in a second beep once. */
export const ALARM_SOUND_GAP_MS = 3000;
/** One beep: two short tones, falling (a sound apart from the browser's own). */
export const ALARM_TONES = [
  { hz: 880, at: 0 },
  { hz: 660, at: 0.18 },
] as const;
const TONE_SECONDS = 0.15;

export interface AlarmBeeper {
  /** Make the AudioContext: call from a user interaction. */
  unlock(): void;
  unlocked(): boolean;
  /** Beep, unless locked or within the gap of the last beep; true when it beeped. */
  play(): boolean;
  close(): void;
}

/** The browser's AudioContext, or undefined (jsdom, an old browser: the panel stays silent). */
export function browserAudioContext(): AudioContextClass | undefined {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

export function createAlarmBeeper({
  AudioContext = browserAudioContext(),
  gapMs = ALARM_SOUND_GAP_MS,
  now = () => Date.now(),
}: { AudioContext?: AudioContextClass | undefined; gapMs?: number; now?: () => number } = {}): AlarmBeeper {
  let context: AudioContextLike | null = null;
  let last = Number.NEGATIVE_INFINITY;
  return {
    unlock() {
      if (!AudioContext) return;
      try {
        context ??= new AudioContext();
        // made before the gesture (not here), a context starts suspended
        if (context.state === 'suspended') void context.resume().catch(() => undefined);
      } catch {
        context = null;
      }
    },
    unlocked: () => context !== null,
    play() {
      if (!context || now() - last < gapMs) return false;
      last = now();
      const start = context.currentTime;
      for (const tone of ALARM_TONES) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.setValueAtTime(tone.hz, start + tone.at);
        gain.gain.setValueAtTime(0.2, start + tone.at);
        gain.gain.exponentialRampToValueAtTime(0.001, start + tone.at + TONE_SECONDS);
        oscillator.connect(gain);
        gain.connect(context.destination);
        oscillator.start(start + tone.at);
        oscillator.stop(start + tone.at + TONE_SECONDS);
      }
      return true;
    },
    close() {
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}
