/**
 * The login puzzle (spec §4 '-9'): a code of CODE_LENGTH random digits drawn by captchaSvg.ts (paths
 * only). 10^4 equally likely answers, so a guess wins one time in 10,000 (issue 26 §4: the old sum of
 * two digits had 19 answers, the likeliest won one time in ten).
 * Answers live for 5 minutes and are single use: any verification attempt consumes them.
 * The store is bounded so that a flood cannot push out anyone else's pending captcha: each client
 * (IP) holds at most `maxPerClient`, its own oldest giving way; past `maxPending` in all, new
 * captchas are refused (the route answers busy) rather than evicting others.
 * The pending answers live in this process (`MemoryCaptchaPending`) or, with REDIS_URL, in Redis
 * (redis/captchaPending.ts), so that a captcha drawn by one instance is solved on another.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { captchaSvg } from './captchaSvg';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export interface CaptchaChallenge {
  captchaId: string;
  /** data:image/svg+xml;base64,… */
  image: string;
}

export interface CaptchaLimits {
  maxPending: number;
  maxPerClient: number;
}

export interface PendingCaptcha {
  answer: string;
  username: string;
  client: string;
  /** platform clock, ms */
  expiresAt: number;
}

/** Where the pending answers live, with the bounds kept in one step. */
export interface CaptchaPending {
  /**
   * Adds `id`: first the client's own oldest give way down to `maxPerClient - 1`, then, when
   * `maxPending` are pending in all, nothing is added and the answer is false.
   */
  add(id: string, entry: PendingCaptcha, limits: CaptchaLimits, now: number): Promise<boolean>;
  /** the entry, live or not (the caller compares expiresAt) */
  get(id: string): Promise<PendingCaptcha | undefined>;
  /** the entry, removed: a second take of one id finds nothing */
  take(id: string): Promise<PendingCaptcha | undefined>;
  size(): Promise<number>;
}

/** Digits of a captcha code: the stroke font's digits are unambiguous, and the field takes a numeric keyboard. */
export const CODE_LENGTH = 4;

/** A new code, every digit drawn from node:crypto; the picture shows it, the answer is the same digits. */
export function question(): { text: string; answer: string } {
  const code = Array.from({ length: CODE_LENGTH }, () => String(randomInt(0, 10))).join('');
  return { text: code, answer: code };
}

/** What `create` hands out; anything else names no captcha and is not looked up. */
const CAPTCHA_ID = /^[0-9a-f]{32}$/;

export class CaptchaStore {
  constructor(
    private readonly now: () => number,
    private readonly limits: CaptchaLimits,
    private readonly pending: CaptchaPending = new MemoryCaptchaPending(),
    /** draws the question; a store test may skip the drawing */
    private readonly draw: (question: string) => string = captchaSvg,
    /** development only (plugins/stores.ts), like the SMS outbox's codes: the answer of each new captcha, for the e2e tests */
    private readonly logAnswer?: (captchaId: string, answer: string) => void,
  ) {}

  /** A new challenge for `username`, asked by `client`; null when the store is full. */
  async create(username: string, client: string): Promise<CaptchaChallenge | null> {
    const { text, answer } = question();
    const captchaId = randomBytes(16).toString('hex');
    const now = this.now();
    if (!(await this.pending.add(captchaId, { answer, username, client, expiresAt: now + CAPTCHA_TTL_MS }, this.limits, now))) return null;
    this.logAnswer?.(captchaId, answer);
    const image = `data:image/svg+xml;base64,${Buffer.from(this.draw(text)).toString('base64')}`;
    return { captchaId, image };
  }

  /** The expected answer while it is live (tests only). */
  async peek(captchaId: string): Promise<string | undefined> {
    const entry = CAPTCHA_ID.test(captchaId) ? await this.pending.get(captchaId) : undefined;
    return entry && entry.expiresAt > this.now() ? entry.answer : undefined;
  }

  /** Consumes the challenge; true when it is live, was issued for this username and the answer matches. */
  async verify(captchaId: string, answer: string, username: string): Promise<boolean> {
    const entry = CAPTCHA_ID.test(captchaId) ? await this.pending.take(captchaId) : undefined;
    if (!entry || entry.expiresAt <= this.now()) return false;
    return entry.answer === answer.trim() && (entry.username === '' || entry.username === username);
  }

  /** pending captchas (diagnostics, tests) */
  size(): Promise<number> {
    return this.pending.size();
  }
}

/** This process's pending answers. */
export class MemoryCaptchaPending implements CaptchaPending {
  /** insertion order is expiry order: every entry lives CAPTCHA_TTL_MS */
  private readonly pending = new Map<string, PendingCaptcha>();
  /** each client's pending ids, oldest first */
  private readonly byClient = new Map<string, string[]>();

  // no await inside: the bounds' check and the write are not split by another request
  async add(id: string, entry: PendingCaptcha, limits: CaptchaLimits, now: number): Promise<boolean> {
    this.sweep(now);
    const own = this.byClient.get(entry.client) ?? [];
    while (own.length >= limits.maxPerClient) {
      const oldest = own.shift();
      if (oldest !== undefined) this.pending.delete(oldest);
    }
    if (this.pending.size >= limits.maxPending) return false;
    this.pending.set(id, entry);
    own.push(id);
    this.byClient.set(entry.client, own);
    return true;
  }

  async get(id: string): Promise<PendingCaptcha | undefined> {
    return this.pending.get(id);
  }

  async take(id: string): Promise<PendingCaptcha | undefined> {
    const entry = this.pending.get(id);
    if (entry) this.remove(id, entry.client);
    return entry;
  }

  async size(): Promise<number> {
    return this.pending.size;
  }

  private remove(id: string, client: string): void {
    this.pending.delete(id);
    const own = this.byClient.get(client);
    if (!own) return;
    const index = own.indexOf(id);
    if (index >= 0) own.splice(index, 1);
    if (own.length === 0) this.byClient.delete(client);
  }

  /** Drops expired entries from the front: O(expired), not O(size), so a flood stays cheap. */
  private sweep(now: number): void {
    for (const [id, entry] of this.pending) {
      if (entry.expiresAt > now) break;
      this.remove(id, entry.client);
    }
  }
}
