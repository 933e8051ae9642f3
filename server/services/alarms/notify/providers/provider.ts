/**
 * The one interface every notification channel's provider implements (issue 13 §2: "simulated
 * providers behind one interface, so that a real SMS or voice gateway can be plugged in later").
 * The notifier hands a row over with `dispatch` (the row becomes 'inProgress' until `dueInMs`
 * has passed), then asks `settle` for the outcome once it is due. A real gateway submits in
 * `dispatch` and asks its delivery report in `settle`; both may be asynchronous.
 */
import type { CallState, NotifyChannel, NotifyReason } from '../../../../../src/lib/alarms';

/** What a provider sees of a notification. */
export interface ProviderRow {
  id: number;
  channel: NotifyChannel;
  /** the number, e-mail, WeChat open id or URL ('' for the channels without one) */
  address: string;
  receiverName: string;
  text: string;
  companyId: number;
  alarmId: number | null;
}

export interface ProviderOutcome {
  state: 'success' | 'failed';
  /** voice only */
  callState?: CallState;
  reason?: NotifyReason;
}

export interface NotificationProvider {
  channel: NotifyChannel;
  /** Submits the row; the outcome is asked for after `dueInMs` milliseconds. */
  dispatch(row: ProviderRow): { dueInMs: number } | Promise<{ dueInMs: number }>;
  /** The outcome of a dispatched row. */
  settle(row: ProviderRow): ProviderOutcome | Promise<ProviderOutcome>;
}

/** The provider of each channel; a channel without one fails its rows ('providerFailed'). */
export type ProviderRegistry = ReadonlyMap<NotifyChannel, NotificationProvider>;
