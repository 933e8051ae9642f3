/**
 * The login puzzle (spec §4 '-9'): a code of CODE_LENGTH random digits drawn by captchaSvg.ts (paths
 * only). 10^4 equally likely answers, so a guess wins one time in 10,000 (issue 26 §4: the old sum of
 * two digits had 19 answers, the likeliest won one time in ten).
 * Answers live in memory for 5 minutes and are single use: any verification attempt consumes them.
 * The store is bounded so that a flood cannot push out anyone else's pending captcha: each client
 * (IP) holds at most `maxPerClient`, its own oldest giving way; past `maxPending` in all, new
 * captchas are refused (the route answers busy) rather than evicting others.
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

interface Pending {
  answer: string;
  username: string;
  client: string;
  expiresAt: number;
}

/** Digits of a captcha code: the stroke font's digits are unambiguous, and the field takes a numeric keyboard. */
export const CODE_LENGTH = 4;

/** A new code, every digit drawn from node:crypto; the picture shows it, the answer is the same digits. */
export function question(): { text: string; answer: string } {
  const code = Array.from({ length: CODE_LENGTH }, () => String(randomInt(0, 10))).join('');
  return { text: code, answer: code };
}

export class CaptchaStore {
  /** insertion order is expiry order: every entry lives CAPTCHA_TTL_MS */
  private readonly pending = new Map<string, Pending>();
  /** each client's pending ids, oldest first */
  private readonly byClient = new Map<string, string[]>();

  constructor(
    private readonly now: () => number,
    private readonly limits: CaptchaLimits,
    /** draws the question; a store test may skip the drawing */
    private readonly draw: (question: string) => string = captchaSvg,
  ) {}

  /** A new challenge for `username`, asked by `client`; null when the store is full. */
  create(username: string, client: string): CaptchaChallenge | null {
    this.sweep();
    const own = this.byClient.get(client) ?? [];
    while (own.length >= this.limits.maxPerClient) {
      const oldest = own.shift();
      if (oldest !== undefined) this.pending.delete(oldest);
    }
    if (this.pending.size >= this.limits.maxPending) return null;
    const { text, answer } = question();
    const captchaId = randomBytes(16).toString('hex');
    this.pending.set(captchaId, { answer, username, client, expiresAt: this.now() + CAPTCHA_TTL_MS });
    own.push(captchaId);
    this.byClient.set(client, own);
    const image = `data:image/svg+xml;base64,${Buffer.from(this.draw(text)).toString('base64')}`;
    return { captchaId, image };
  }

  /** The expected answer while it is live (tests only). */
  peek(captchaId: string): string | undefined {
    const entry = this.pending.get(captchaId);
    return entry && entry.expiresAt > this.now() ? entry.answer : undefined;
  }

  /** Consumes the challenge; true when it is live, was issued for this username and the answer matches. */
  verify(captchaId: string, answer: string, username: string): boolean {
    const entry = this.pending.get(captchaId);
    if (!entry) return false;
    this.remove(captchaId, entry.client);
    if (entry.expiresAt <= this.now()) return false;
    return entry.answer === answer.trim() && (entry.username === '' || entry.username === username);
  }

  get size(): number {
    return this.pending.size;
  }

  private remove(captchaId: string, client: string): void {
    this.pending.delete(captchaId);
    const own = this.byClient.get(client);
    if (!own) return;
    const index = own.indexOf(captchaId);
    if (index >= 0) own.splice(index, 1);
    if (own.length === 0) this.byClient.delete(client);
  }

  /** Drops expired entries from the front: O(expired), not O(size), so a flood stays cheap. */
  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.pending) {
      if (entry.expiresAt > now) break;
      this.remove(id, entry.client);
    }
  }
}
