/**
 * The simulated providers: realistic answer times (scaled by NOTIFY_DELAY_SCALE; tests make them
 * short), a failure rate, and voice calls that are sometimes not answered. Every decision takes
 * the configured random source, in a fixed order so that a test can decide them:
 * `dispatch` takes one draw (the delay); `settle` takes one (failed when below the failure rate)
 * and, for a voice call that did not fail, a second (not answered when below the no-answer rate).
 * A voice call that was placed but not answered is still a sent notification: state 'success',
 * call state 'notAnswered' (spec §4 keeps the send state and the call state apart).
 */
import { NOTIFY_CHANNELS, type NotifyChannel } from '../../../../../src/lib/alarms';
import type { NotificationProvider, ProviderOutcome, ProviderRegistry } from './provider';

export interface SimulationOptions {
  random: () => number;
  /** 1: realistic seconds; 0: at once */
  delayScale: number;
  failureRate: number;
  noAnswerRate: number;
}

/** Milliseconds a provider takes to answer, [shortest, longest] at scale 1. */
export const SIMULATED_DELAYS_MS: Record<NotifyChannel, readonly [number, number]> = {
  sms: [1_000, 5_000],
  // ringing until answered or given up
  voice: [10_000, 40_000],
  wechat: [500, 2_000],
  email: [1_000, 3_000],
  alerter: [300, 1_500],
  a6Alerter: [300, 1_500],
  urlPush: [200, 1_000],
  mobilePush: [500, 2_000],
  web: [50, 200],
};

export function simulatedProvider(channel: NotifyChannel, options: SimulationOptions): NotificationProvider {
  const [shortest, longest] = SIMULATED_DELAYS_MS[channel];
  return {
    channel,
    dispatch: () => ({ dueInMs: Math.round((shortest + options.random() * (longest - shortest)) * options.delayScale) }),
    settle: (): ProviderOutcome => {
      if (options.random() < options.failureRate) {
        return channel === 'voice' ? { state: 'failed', callState: 'callFailed', reason: 'providerFailed' } : { state: 'failed', reason: 'providerFailed' };
      }
      if (channel !== 'voice') return { state: 'success' };
      return { state: 'success', callState: options.random() < options.noAnswerRate ? 'notAnswered' : 'answered' };
    },
  };
}

/** A simulated provider for every channel. */
export function simulatedProviders(options: SimulationOptions): ProviderRegistry {
  return new Map(NOTIFY_CHANNELS.map((channel) => [channel, simulatedProvider(channel, options)]));
}
