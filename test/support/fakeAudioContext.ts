/**
 * A Web Audio stand-in for the alarm sound (src/layout/alarms/alarmBeeper.ts takes the class, or
 * reads globalThis.AudioContext): every context is recorded with the oscillators it started.
 */
import { ALARM_TONES, type AudioContextLike } from '../../src/layout/alarms/alarmBeeper';

const param = () => ({ setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined });

export class FakeAudioContext implements AudioContextLike {
  static instances: FakeAudioContext[] = [];
  static reset(): void {
    FakeAudioContext.instances = [];
  }
  static last(): FakeAudioContext {
    const context = FakeAudioContext.instances.at(-1);
    if (!context) throw new Error('no AudioContext was made');
    return context;
  }
  /** beeps played by every context (a beep starts one oscillator per tone) */
  static beeps(): number {
    return FakeAudioContext.instances.reduce((sum, c) => sum + c.started.length, 0) / ALARM_TONES.length;
  }

  currentTime = 0;
  readonly destination = {};
  state = 'running';
  closed = false;
  /** the frequency of each oscillator started */
  readonly started: number[] = [];

  constructor() {
    FakeAudioContext.instances.push(this);
  }

  resume(): Promise<void> {
    this.state = 'running';
    return Promise.resolve();
  }
  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
  createOscillator() {
    let hz = 0;
    const started = this.started;
    return {
      type: 'sine',
      frequency: {
        setValueAtTime: (value: number) => {
          hz = value;
        },
      },
      connect: () => undefined,
      start: () => void started.push(hz),
      stop: () => undefined,
    };
  }
  createGain() {
    return { gain: param(), connect: () => undefined };
  }
}
