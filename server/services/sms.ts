/**
 * The SMS outbox: no real SMS is sent. A 6-digit code per phone number lives for 5 minutes and
 * is single use; `maxWrongCodes` wrong tries void it. A phone gets at most `codesPerHour` requests
 * an hour, counted whether or not the phone belongs to the username, so the quota reveals nothing;
 * after that it is refused for the rest of the hour. The code is logged only in development
 * (the demo has no SMS gateway); elsewhere the log shows that a code went out, never the code.
 * The codes and the per-phone counts live in this process by default, or, with REDIS_URL, in Redis
 * (redis/smsCodes.ts, redis/hitCounter.ts), so that a code sent via one instance is spent on another.
 */
import { randomInt } from 'node:crypto';
import { memoryHitCounter, type HitCounter } from './windowCounter';

export const SMS_TTL_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface SmsLimits {
  codesPerHour: number;
  maxWrongCodes: number;
  /** write the code itself to the log (development only) */
  logCodes: boolean;
}

export interface SmsCode {
  code: string;
  username: string;
  actiontype: string;
  /** platform clock, ms */
  expiresAt: number;
}

/** Where the live codes are kept: one per phone, a new one replacing the last. */
export interface SmsCodes {
  put(phone: string, entry: SmsCode): Promise<void>;
  /** the phone's code, live or not (the caller compares expiresAt) */
  get(phone: string): Promise<SmsCode | undefined>;
  /**
   * True, and the code is spent, when `code` is the phone's live code for `username`; a wrong
   * try counts, and the `maxWrongCodes`th voids the code. One step, so two tries never count as one.
   */
  consume(phone: string, code: string, username: string, now: number, maxWrongCodes: number): Promise<boolean>;
}

/** '13800000001' → '138****0001': enough to follow the log, not to collect numbers. */
export function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

export class SmsOutbox {
  constructor(
    private readonly now: () => number,
    private readonly log: (line: string) => void,
    private readonly limits: SmsLimits,
    private readonly codes: SmsCodes = new MemorySmsCodes(),
    private readonly requests: HitCounter = memoryHitCounter(now),
  ) {}

  /**
   * Counts a request for `phone` and, when `username` owns it (null: it does not), sends a code.
   * Answers the seconds to wait when the phone is over its hourly quota; nothing is sent then.
   */
  async request(phone: string, username: string | null, actiontype: string): Promise<{ retryAfterSeconds: number } | null> {
    const { count, ttlMs } = await this.requests.hit(phone, HOUR_MS);
    if (count > this.limits.codesPerHour) return { retryAfterSeconds: Math.ceil(ttlMs / 1000) };
    if (username === null) return null;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.codes.put(phone, { code, username, actiontype, expiresAt: this.now() + SMS_TTL_MS });
    this.log(this.limits.logCodes ? `SMS to ${phone}: ${code}` : `SMS code sent to ${maskPhone(phone)}`);
    return null;
  }

  /** The live code of a phone (tests only). */
  async peek(phone: string): Promise<string | undefined> {
    const entry = await this.codes.get(phone);
    return entry && entry.expiresAt > this.now() ? entry.code : undefined;
  }

  /** True, and the code is spent, when `code` is the live code sent to `phone` for `username`. */
  consume(phone: string, code: string, username: string): Promise<boolean> {
    return this.codes.consume(phone, code.trim(), username, this.now(), this.limits.maxWrongCodes);
  }
}

/** This process's codes. */
export class MemorySmsCodes implements SmsCodes {
  private readonly codes = new Map<string, SmsCode & { tries: number }>();

  async put(phone: string, entry: SmsCode): Promise<void> {
    this.codes.set(phone, { ...entry, tries: 0 });
  }

  async get(phone: string): Promise<SmsCode | undefined> {
    return this.codes.get(phone);
  }

  async consume(phone: string, code: string, username: string, now: number, maxWrongCodes: number): Promise<boolean> {
    const entry = this.codes.get(phone);
    if (!entry || entry.expiresAt <= now) return false;
    if (entry.username !== username || entry.code !== code) {
      // a wrong username counts too: the guesser may not know whose phone it is
      entry.tries += 1;
      if (entry.tries >= maxWrongCodes) this.codes.delete(phone);
      return false;
    }
    this.codes.delete(phone);
    return true;
  }
}
