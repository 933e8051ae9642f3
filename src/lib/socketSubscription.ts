/**
 * What a console tells the server over its socket: the events it listens to (issue 27, the fleet
 * bench). Every page of a company's console used to be sent every reading of the company's
 * devices (0101, 0102), whether a page showing them was open or not: at 100,000 devices, most of
 * an instance's work. The console's socket client (src/api/socketClient.ts) sends
 * `{"event":"subscribe","events":[…]}` on each connection and whenever the set of events its pages
 * listen to changes; the server (server/services/broadcaster.ts) then sends that socket those
 * events only, and the heartbeat. A socket that never says gets every event, as the spec's
 * clients expect (spec §4, §7).
 */

import { jsonObject } from './jsonObject';

export const SUBSCRIBE_EVENT = 'subscribe';

/** Events one socket may name: far more than the console's pages listen to at once. */
export const MAX_SUBSCRIBED_EVENTS = 32;

/** An event code: '0003', '0101' … (short, no spaces or quotes). */
const EVENT_CODE = /^[0-9A-Za-z_-]{1,16}$/;

export interface SubscribeMessage {
  event: typeof SUBSCRIBE_EVENT;
  /** sorted, each once */
  events: string[];
}

export function subscribeMessage(events: Iterable<string>): SubscribeMessage {
  return { event: SUBSCRIBE_EVENT, events: [...new Set(events)].sort() };
}

/**
 * The events of a subscribe message, or null for anything else: not JSON, another event, not a
 * list of event codes, or more than MAX_SUBSCRIBED_EVENTS of them.
 */
export function parseSubscribeMessage(text: string): ReadonlySet<string> | null {
  const value = jsonObject(text);
  if (!value) return null;
  const { event, events } = value;
  if (event !== SUBSCRIBE_EVENT || !Array.isArray(events) || events.length > MAX_SUBSCRIBED_EVENTS) return null;
  if (!events.every((code): code is string => typeof code === 'string' && EVENT_CODE.test(code))) return null;
  return new Set(events);
}
