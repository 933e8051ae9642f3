/**
 * The cookies the console sets (spec §9: 3650 days, path '/'). In the browser they are real
 * cookies through js-cookie; without a document (Node tests) a memory jar stands in.
 *
 * They cannot be HttpOnly: the console reads the token to compute X-Token for every request.
 * SameSite=Strict keeps them off every request another site starts; the CSP is what keeps
 * foreign script from reading them.
 */
import Cookies from 'js-cookie';

export const COOKIE_NAMES = {
  token: 'Admin-Token',
  expire: 'Admin-Expire',
  /** read by the alarm socket (spec §4 "Alarm socket") */
  username: 'X-Username',
} as const;

export const COOKIE_DAYS = 3650;

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
}

const memory = new Map<string, string>();

const memoryJar: CookieJar = {
  get: (name) => memory.get(name),
  set: (name, value) => void memory.set(name, value),
  remove: (name) => void memory.delete(name),
};

/** Secure on https only: over plain http (localhost, a LAN demo) a Secure cookie is never stored. */
export function cookieAttributes(protocol: string | undefined): Cookies.CookieAttributes {
  return { expires: COOKIE_DAYS, path: '/', sameSite: 'Strict', secure: protocol === 'https:' };
}

const browserJar: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value) => void Cookies.set(name, value, cookieAttributes(globalThis.location?.protocol)),
  remove: (name) => Cookies.remove(name, cookieAttributes(globalThis.location?.protocol)),
};

/** Chosen per call so that a test environment with a DOM gets real cookies. */
export const cookies: CookieJar = {
  get: (name) => (typeof document === 'undefined' ? memoryJar : browserJar).get(name),
  set: (name, value) => (typeof document === 'undefined' ? memoryJar : browserJar).set(name, value),
  remove: (name) => (typeof document === 'undefined' ? memoryJar : browserJar).remove(name),
};
