/**
 * The SMS outbox: no real SMS is sent. A 6-digit code per phone number lives for 5 minutes,
 * is logged as "SMS to {phone}: {code}", and is single use; 5 wrong tries void it.
 */
import { randomInt } from 'node:crypto';

export const SMS_TTL_MS = 5 * 60 * 1000;
const MAX_TRIES = 5;

interface Entry {
  code: string;
  username: string;
  actiontype: string;
  expiresAt: number;
  tries: number;
}

export class SmsOutbox {
  private readonly codes = new Map<string, Entry>();

  constructor(
    private readonly now: () => number,
    private readonly log: (line: string) => void,
  ) {}

  send(phone: string, username: string, actiontype: string): void {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.codes.set(phone, { code, username, actiontype, expiresAt: this.now() + SMS_TTL_MS, tries: 0 });
    this.log(`SMS to ${phone}: ${code}`);
  }

  /** The live code of a phone (tests only). */
  peek(phone: string): string | undefined {
    const entry = this.codes.get(phone);
    return entry && entry.expiresAt > this.now() ? entry.code : undefined;
  }

  /** True, and the code is spent, when `code` is the live code sent to `phone` for `username`. */
  consume(phone: string, code: string, username: string): boolean {
    const entry = this.codes.get(phone);
    if (!entry || entry.expiresAt <= this.now() || entry.username !== username) return false;
    if (entry.code !== code.trim()) {
      entry.tries += 1;
      if (entry.tries >= MAX_TRIES) this.codes.delete(phone);
      return false;
    }
    this.codes.delete(phone);
    return true;
  }
}
