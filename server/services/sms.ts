/**
 * The SMS outbox: no real SMS is sent. A 6-digit code per phone number lives for 5 minutes and
 * is single use; `maxWrongCodes` wrong tries void it. A phone gets at most `codesPerHour` requests
 * an hour, counted whether or not the phone belongs to the username, so the quota reveals nothing;
 * after that it is refused for the rest of the hour. The code is logged only in development
 * (the demo has no SMS gateway); elsewhere the log shows that a code went out, never the code.
 */
import { randomInt } from 'node:crypto';
import { WindowCounter } from './windowCounter';

export const SMS_TTL_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface SmsLimits {
  codesPerHour: number;
  maxWrongCodes: number;
  /** write the code itself to the log (development only) */
  logCodes: boolean;
}

interface Entry {
  code: string;
  username: string;
  actiontype: string;
  expiresAt: number;
  tries: number;
}

/** '13800000001' → '138****0001': enough to follow the log, not to collect numbers. */
export function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

export class SmsOutbox {
  private readonly codes = new Map<string, Entry>();
  private readonly requests: WindowCounter;

  constructor(
    private readonly now: () => number,
    private readonly log: (line: string) => void,
    private readonly limits: SmsLimits,
  ) {
    this.requests = new WindowCounter(now);
  }

  /**
   * Counts a request for `phone` and, when `username` owns it (null: it does not), sends a code.
   * Answers the seconds to wait when the phone is over its hourly quota; nothing is sent then.
   */
  request(phone: string, username: string | null, actiontype: string): { retryAfterSeconds: number } | null {
    const { count, ttlMs } = this.requests.hit(phone, HOUR_MS);
    if (count > this.limits.codesPerHour) return { retryAfterSeconds: Math.ceil(ttlMs / 1000) };
    if (username === null) return null;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.codes.set(phone, { code, username, actiontype, expiresAt: this.now() + SMS_TTL_MS, tries: 0 });
    this.log(this.limits.logCodes ? `SMS to ${phone}: ${code}` : `SMS code sent to ${maskPhone(phone)}`);
    return null;
  }

  /** The live code of a phone (tests only). */
  peek(phone: string): string | undefined {
    const entry = this.codes.get(phone);
    return entry && entry.expiresAt > this.now() ? entry.code : undefined;
  }

  /** True, and the code is spent, when `code` is the live code sent to `phone` for `username`. */
  consume(phone: string, code: string, username: string): boolean {
    const entry = this.codes.get(phone);
    if (!entry || entry.expiresAt <= this.now()) return false;
    if (entry.username !== username || entry.code !== code.trim()) {
      // a wrong username counts too: the guesser may not know whose phone it is
      entry.tries += 1;
      if (entry.tries >= this.limits.maxWrongCodes) this.codes.delete(phone);
      return false;
    }
    this.codes.delete(phone);
    return true;
  }
}
