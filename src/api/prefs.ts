/**
 * Client-side preferences kept in localStorage (spec §3 "Also stored client-side"): language,
 * identifier, puzzle-needed flag, data-interface auth flag, and the alarm sound's mute switch per
 * user. A memory map stands in where localStorage is missing or refuses (Node, some private modes).
 */
const KEYS = {
  language: 'language',
  identifier: 'identifier',
  puzzle: 'puzzleNeeded',
  dataInterfaceAuth: 'dataInterfaceAuth',
  /** followed by ':' and the username: each user of a shared browser mutes for themselves */
  alarmMuted: 'alarmMuted',
} as const;

const memory = new Map<string, string>();

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string | null): void {
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // quota or privacy mode: the memory copy is enough for this page's life
  }
}

/** 32 hex characters; getRandomValues also works on plain-http deployments, randomUUID does not. */
function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const prefs = {
  getLanguage: (): string | null => read(KEYS.language),
  setLanguage: (language: string): void => write(KEYS.language, language),

  /** A random id of this browser, made once and sent with every login. */
  getIdentifier(): string {
    const existing = read(KEYS.identifier);
    if (existing) return existing;
    const id = randomId();
    write(KEYS.identifier, id);
    return id;
  },

  /** Spec §4: a '-9' login answer is remembered until a login succeeds. */
  isPuzzleNeeded: (): boolean => read(KEYS.puzzle) === '1',
  setPuzzleNeeded: (needed: boolean): void => write(KEYS.puzzle, needed ? '1' : null),

  isDataInterfaceAuthorized: (): boolean => read(KEYS.dataInterfaceAuth) === '1',
  setDataInterfaceAuthorized: (authorized: boolean): void => write(KEYS.dataInterfaceAuth, authorized ? '1' : null),

  /** Issue 13 §3: the alarm panel's mute switch, remembered per user. */
  isAlarmMuted: (username: string): boolean => read(`${KEYS.alarmMuted}:${username}`) === '1',
  setAlarmMuted: (username: string, muted: boolean): void => write(`${KEYS.alarmMuted}:${username}`, muted ? '1' : null),
};
