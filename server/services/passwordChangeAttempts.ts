/**
 * Wrong old passwords at `PUT /account/password`, per account: a stolen session must not be able
 * to guess the password it lacks. A sliding window: after `maxFailures` wrong answers within
 * `windowSeconds`, every change is refused until the oldest of them leaves the window.
 * In memory, one short list per account that failed recently, so it is bounded by the accounts.
 */
export interface PasswordChangeAttemptsOptions {
  maxFailures: number;
  windowSeconds: number;
}

export class PasswordChangeAttempts {
  private readonly failures = new Map<number, number[]>();

  constructor(private readonly options: PasswordChangeAttemptsOptions) {}

  private recent(userId: number, nowUnix: number): number[] {
    const kept = (this.failures.get(userId) ?? []).filter((at) => at > nowUnix - this.options.windowSeconds);
    if (kept.length) this.failures.set(userId, kept);
    else this.failures.delete(userId);
    return kept;
  }

  /** Seconds until the account may try again; 0 when it may try now. */
  retryAfter(userId: number, nowUnix: number): number {
    const recent = this.recent(userId, nowUnix);
    if (recent.length < this.options.maxFailures) return 0;
    const oldest = recent[recent.length - this.options.maxFailures] ?? nowUnix;
    return Math.max(1, oldest + this.options.windowSeconds - nowUnix);
  }

  recordFailure(userId: number, nowUnix: number): void {
    // only the last maxFailures matter for the lock
    const recent = [...this.recent(userId, nowUnix), nowUnix].slice(-this.options.maxFailures);
    this.failures.set(userId, recent);
  }

  clear(userId: number): void {
    this.failures.delete(userId);
  }
}
