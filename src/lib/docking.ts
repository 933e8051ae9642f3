/**
 * The data interface (spec §1 premium service "data-interface docking"): the public API a
 * customer's own system calls with the company's docking key (an authorization code), and the
 * authorization codes themselves. Shared by the API tool, the authorization-code page and the
 * server. README "Registration and the API tool" documents the wire.
 */
import type { SigningConfig, SignParams } from './signing';

/** POST: a batch of readings (as POST /open/readings, src/lib/readings.ts); GET: a device's readings. */
export const DOCKING_READINGS_PATH = '/open/docking/readings';
/** The header carrying the docking key; the body or query is signed with the key as the salt. */
export const DOCKING_KEY_HEADER = 'x-docking-key';

/** The company's authorization codes: GET list, POST create (the key answered once), DELETE /{id} revoke. */
export const AUTH_CODE_PATH = '/authcode';

/** companies.data_interface (spec §4 "Service: not activated, subscribed, in trial"). */
export const DATA_INTERFACE = { notActivated: 0, subscribed: 1, trial: 2 } as const;
export type DataInterfaceState = (typeof DATA_INTERFACE)[keyof typeof DATA_INTERFACE];

export function dataInterfaceActive(state: number): boolean {
  return state === DATA_INTERFACE.subscribed || state === DATA_INTERFACE.trial;
}

/** A docking key: this prefix and 48 hex digits (24 random bytes). */
export const DOCKING_KEY_PATTERN = /^dk_[0-9a-f]{48}$/;
/** Characters of a key kept in the list to tell keys apart. */
export const DOCKING_KEY_PREFIX_LENGTH = 9;

/** At most this many live codes per company. */
export const MAX_LIVE_AUTH_CODES = 5;

/** One authorization code in the list: never the key. */
export interface AuthCode {
  id: number;
  /** the key's first characters, e.g. 'dk_3f9a1c' */
  prefix: string;
  description: string;
  createdBy: string;
  createdAt: number;
  revokedAt: number | null;
  lastUsedAt: number | null;
}

/** `data` of GET /authcode. */
export interface AuthCodeList {
  /** DataInterfaceState */
  service: number;
  codes: AuthCode[];
}

/** `data` of POST /authcode: the only time the key is shown. */
export interface CreatedAuthCode extends AuthCode {
  key: string;
}

/** GET /open/docking/readings answers at most this many rows, newest first (spec §5). */
export const DOCKING_QUERY_MAX_ROWS = 100;
/** ... over at most this many days. */
export const DOCKING_QUERY_MAX_DAYS = 31;

/** The signing of a docking call: the platform's hash, the docking key as the salt. */
export function dockingSigning(hash: SigningConfig['hash'], key: string): SigningConfig {
  return { hash, salts: { request: key, chart: '' } };
}

/** A docking call's fields: the params, signed in the "sign field" variant (withSignField) by the caller. */
export type DockingParams = SignParams;
