/**
 * Wrong old passwords at `PUT /account/password`, per account: a stolen session must not be able
 * to guess the password it lacks. A sliding window: after `maxFailures` wrong answers within
 * `windowSeconds`, every change is refused until the oldest of them leaves the window.
 * In memory (`MemoryPasswordChangeAttempts`), one short list per account that failed recently, so
 * it is bounded by the accounts; with REDIS_URL in Redis (redis/passwordChangeAttempts.ts), so that
 * the guesses made on every instance count together.
 */
export interface PasswordChangeAttemptsOptions {
  maxFailures: number;
  windowSeconds: number;
}

export interface PasswordChangeAttempts {
  /** Seconds until the account may try again; 0 when it may try now. */
  retryAfter(userId: number, nowUnix: number): Promise<number>;
  recordFailure(userId: number, nowUnix: number): Promise<void>;
  clear(userId: number): Promise<void>;
}

/** The wait the failures `recent` (oldest first, all inside the window) impose. */
export function waitAfter(recent: readonly number[], nowUnix: number, options: PasswordChangeAttemptsOptions): number {
  if (recent.length < options.maxFailures) return 0;
  const oldest = recent[recent.length - options.maxFailures] ?? nowUnix;
  return Math.max(1, oldest + options.windowSeconds - nowUnix);
}

export class MemoryPasswordChangeAttempts implements PasswordChangeAttempts {
  private readonly failures = new Map<number, number[]>();

  constructor(private readonly options: PasswordChangeAttemptsOptions) {}

  private recent(userId: number, nowUnix: number): number[] {
    const kept = (this.failures.get(userId) ?? []).filter((at) => at > nowUnix - this.options.windowSeconds);
    if (kept.length) this.failures.set(userId, kept);
    else this.failures.delete(userId);
    return kept;
  }

  async retryAfter(userId: number, nowUnix: number): Promise<number> {
    return waitAfter(this.recent(userId, nowUnix), nowUnix, this.options);
  }

  async recordFailure(userId: number, nowUnix: number): Promise<void> {
    // only the last maxFailures matter for the lock
    const recent = [...this.recent(userId, nowUnix), nowUnix].slice(-this.options.maxFailures);
    this.failures.set(userId, recent);
  }

  async clear(userId: number): Promise<void> {
    this.failures.delete(userId);
  }
}
