import { optionsFromEnv, resolveConfig } from '../../config';
import { drawOutcome, firstDue, nextStep, TIMEOUT_SECONDS, type CommandProgress } from './schedule';

const constant = (value: number) => () => value;

describe('drawOutcome', () => {
  it('splits the failure rate between no answer and a refusal', () => {
    expect(drawOutcome(constant(0.01), 0.05)).toBe('timeout');
    expect(drawOutcome(constant(0.03), 0.05)).toBe('failed');
    expect(drawOutcome(constant(0.05), 0.05)).toBe('success');
    expect(drawOutcome(constant(0), 0)).toBe('success');
  });
});

describe('nextStep', () => {
  const at = 1_000_000;
  const settings = (state: CommandProgress['state'], outcome: CommandProgress['outcome']): CommandProgress => ({
    kind: 'settings',
    state,
    outcome,
    progress: null,
    dueAt: at,
  });

  it('times each step from when it was due, scaled', () => {
    expect(firstDue(constant(0.5), 1, at)).toBe(at + 2000);
    expect(firstDue(constant(0.5), 0.01, at)).toBe(at + 20);
    expect(nextStep(settings('reserved', 'success'), constant(0), 1)).toMatchObject({ state: 'requesting', dueAt: at + 1000 });
    expect(nextStep(settings('requesting', 'success'), constant(1), 2)).toMatchObject({ state: 'setting', dueAt: at + 8000 });
  });

  it('ends a settings command as drawn', () => {
    expect(nextStep(settings('setting', 'success'), constant(0.5), 1)).toEqual({ state: 'success', progress: null, reason: null, dueAt: null, applied: true });
    expect(nextStep(settings('setting', 'failed'), constant(0.5), 1)).toEqual({
      state: 'failed',
      progress: null,
      reason: 'rejected',
      dueAt: null,
      applied: false,
    });
    expect(nextStep(settings('reserved', 'timeout'), constant(0.5), 1)).toMatchObject({ state: 'requesting', dueAt: at + TIMEOUT_SECONDS * 1000 });
    expect(nextStep(settings('requesting', 'timeout'), constant(0.5), 1)).toEqual({
      state: 'timeout',
      progress: null,
      reason: 'noAnswer',
      dueAt: null,
      applied: false,
    });
  });

  it('transfers an upgrade in steps, then verifies it', () => {
    const upgrade = (
      progress: number | null,
      outcome: CommandProgress['outcome'] = 'success',
      state: CommandProgress['state'] = 'setting',
    ): CommandProgress => ({ kind: 'upgrade', state, outcome, progress, dueAt: at });
    expect(nextStep(upgrade(null, 'success', 'requesting'), constant(0.5), 1)).toMatchObject({ state: 'setting', progress: 0 });
    expect(nextStep(upgrade(0), constant(0), 1)).toMatchObject({ state: 'setting', progress: 10, applied: false });
    expect(nextStep(upgrade(90), constant(0.99), 1)).toEqual({ state: 'success', progress: 100, reason: null, dueAt: null, applied: true });
    expect(nextStep(upgrade(90, 'failed'), constant(0.99), 1)).toEqual({ state: 'failed', progress: 100, reason: 'verifyFailed', dueAt: null, applied: false });
  });
});

describe('COMMAND_DELAY_SCALE and COMMAND_FAILURE_RATE', () => {
  it('default to seconds as a device takes and 5 % failures, and read the environment', () => {
    expect(resolveConfig()).toMatchObject({ commandDelayScale: 1, commandFailureRate: 0.05 });
    expect(optionsFromEnv({ COMMAND_DELAY_SCALE: '0.02', COMMAND_FAILURE_RATE: '0' })).toEqual({ commandDelayScale: 0.02, commandFailureRate: 0 });
    expect(() => optionsFromEnv({ COMMAND_DELAY_SCALE: '0' })).toThrow(/COMMAND_DELAY_SCALE/);
    expect(() => optionsFromEnv({ COMMAND_FAILURE_RATE: '1.5' })).toThrow(/COMMAND_FAILURE_RATE must be a number from 0 to 1/);
  });
});
