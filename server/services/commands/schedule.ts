/**
 * How a simulated device answers a command: the next state, when, and how it ends. Pure: the
 * random source, the delay scale and the times come in, so that a test can decide every step.
 *
 * A settings command: reserved (queued until the device next connects) → requesting (sent to the
 * device) → setting (the device applies it) → success, or failed when the device refuses it. An
 * upgrade transfers its image in steps while setting (progress 0 → 100), then verifies it:
 * success, or failed. A device that never answers leaves the command requesting until TIMEOUT,
 * then timeout. The outcome is drawn once, when the command is sent (`drawOutcome`).
 */
import type { CommandKind, CommandReason, CommandState } from '../../../src/lib/deviceCommands';

export type Outcome = 'success' | 'failed' | 'timeout';
export type Random = () => number;

/** Seconds at scale 1: [least, most] of each wait, and how long a silent device is waited for. */
export const DELAYS = {
  reserved: [1, 3],
  requesting: [1, 4],
  setting: [1, 4],
  /** one step of an upgrade's transfer */
  transfer: [1, 3],
} as const;
export const TIMEOUT_SECONDS = 30;
/** percent an upgrade transfers per step */
export const TRANSFER_STEP = [10, 25] as const;

/**
 * The command's fate, from one draw: half of the failure rate never answers (timeout), the other
 * half answers with a refusal (failed).
 */
export function drawOutcome(random: Random, failureRate: number): Outcome {
  const r = random();
  if (r < failureRate / 2) return 'timeout';
  if (r < failureRate) return 'failed';
  return 'success';
}

/** A wait in milliseconds, uniform in [least, most] seconds, times the scale. */
export function delayMs(random: Random, [least, most]: readonly [number, number], scale: number): number {
  return Math.round((least + random() * (most - least)) * 1000 * scale);
}

export interface CommandProgress {
  kind: CommandKind;
  state: CommandState;
  outcome: Outcome;
  progress: number | null;
  /** when this step is due, ms */
  dueAt: number;
}

export interface NextStep {
  state: CommandState;
  progress: number | null;
  reason: CommandReason | null;
  /** when the step after it is due, ms; null: final */
  dueAt: number | null;
  /** the device now runs what the command set */
  applied: boolean;
}

/** When a new command's first step (reserved → requesting) is due. */
export function firstDue(random: Random, scale: number, sentAt: number): number {
  return sentAt + delayMs(random, DELAYS.reserved, scale);
}

/** The step due at `command.dueAt`; the next one is timed from it, so a late tick catches up in order. */
export function nextStep(command: CommandProgress, random: Random, scale: number): NextStep {
  const at = command.dueAt;
  const wait = (range: readonly [number, number]) => at + delayMs(random, range, scale);
  const final = (state: CommandState, reason: CommandReason | null, progress = command.progress, applied = false): NextStep => ({
    state,
    progress,
    reason,
    dueAt: null,
    applied,
  });
  switch (command.state) {
    case 'reserved':
      return {
        state: 'requesting',
        progress: command.progress,
        reason: null,
        dueAt: command.outcome === 'timeout' ? at + TIMEOUT_SECONDS * 1000 * scale : wait(DELAYS.requesting),
        applied: false,
      };
    case 'requesting':
      if (command.outcome === 'timeout') return final('timeout', 'noAnswer');
      return {
        state: 'setting',
        progress: command.kind === 'upgrade' ? 0 : null,
        reason: null,
        dueAt: wait(command.kind === 'upgrade' ? DELAYS.transfer : DELAYS.setting),
        applied: false,
      };
    case 'setting': {
      if (command.kind === 'settings') return command.outcome === 'success' ? final('success', null, null, true) : final('failed', 'rejected');
      const step = TRANSFER_STEP[0] + Math.floor(random() * (TRANSFER_STEP[1] - TRANSFER_STEP[0] + 1));
      const progress = Math.min(100, (command.progress ?? 0) + step);
      if (progress < 100) return { state: 'setting', progress, reason: null, dueAt: wait(DELAYS.transfer), applied: false };
      // the whole image is there: the device verifies it and restarts on it, or refuses it
      return command.outcome === 'success' ? final('success', null, 100, true) : final('failed', 'verifyFailed', 100);
    }
    default:
      // final states have no next step
      return final(command.state, null);
  }
}
