/**
 * One named lease: the right to run one timer job (the alarm sweep, the notifier …) on one
 * instance at a time. On one process it is always held. With Redis the instance tries to take it
 * every renewal period and, once it holds it, renews it then; it counts as held until its lease
 * would have expired in Redis, measured from the moment the taking or renewing command was sent,
 * so an instance that can no longer reach Redis stops before another one may take over.
 */
import type { Redis } from 'ioredis';
import { acquireLock, releaseLock, renewLock } from './redisLock';

export interface Lease {
  readonly name: string;
  /** whether this instance holds the lease now */
  readonly held: boolean;
  /** the jobs run under the lease on this instance (`ifHeld`) */
  readonly runs: number;
  /** Runs the job when this instance holds the lease (counted in `runs`); answers undefined, and runs nothing, when it does not. */
  ifHeld<T>(job: () => Promise<T>): Promise<T> | undefined;
  /** Calls `listener` whenever this instance comes to hold the lease: at start, or when it takes over from another. */
  onAcquired(listener: () => void): void;
}

/** What the registry (leases.ts) drives. */
export interface LeaseHandle extends Lease {
  /** the first attempt (awaited), then the renewal loop */
  start(): Promise<void>;
  /** ends the loop and releases the lease if held */
  stop(): Promise<void>;
}

abstract class BaseLease implements LeaseHandle {
  private count = 0;
  private readonly listeners: Array<() => void> = [];
  protected started = false;

  constructor(readonly name: string) {}

  abstract get held(): boolean;
  abstract start(): Promise<void>;
  abstract stop(): Promise<void>;

  get runs(): number {
    return this.count;
  }

  ifHeld<T>(job: () => Promise<T>): Promise<T> | undefined {
    if (!this.held) return undefined;
    this.count += 1;
    return job();
  }

  onAcquired(listener: () => void): void {
    this.listeners.push(listener);
    if (this.started && this.held) queueMicrotask(listener);
  }

  protected acquired(): void {
    for (const listener of this.listeners) listener();
  }
}

/** One process: the instance is always the holder. */
export class LocalLease extends BaseLease {
  get held(): boolean {
    return true;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.acquired();
  }

  async stop(): Promise<void> {}
}

/** The lines a lease writes (taken, lost, Redis out of reach): the app's logger fits. */
export interface LeaseLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface RedisLeaseOptions {
  redis: Redis;
  key: string;
  /** this instance's id: the key's value while it holds the lease */
  token: string;
  ttlMs: number;
  renewMs: number;
  log: LeaseLog;
}

/** Clocks run at slightly different rates: the holder gives up a hair before Redis lets the key go. */
const DRIFT = 0.01;

export class RedisLease extends BaseLease {
  /** performance.now() until which this instance holds the lease; 0: not held */
  private until = 0;
  private timer: NodeJS.Timeout | undefined;
  private step: Promise<void> = Promise.resolve();
  private stopped = false;
  private failing = false;

  constructor(
    name: string,
    private readonly options: RedisLeaseOptions,
  ) {
    super(name);
  }

  get held(): boolean {
    return !this.stopped && performance.now() < this.until;
  }

  /** One attempt: renew when held, else take it if free. */
  private async refresh(): Promise<void> {
    const { redis, key, token, ttlMs, log } = this.options;
    const wasHeld = this.held;
    const sentAt = performance.now();
    try {
      const holds = (this.until > 0 && (await renewLock(redis, key, token, ttlMs))) || (await acquireLock(redis, key, token, ttlMs));
      // set even when stopped meanwhile: stop() then releases what this attempt took
      this.until = holds ? sentAt + ttlMs * (1 - DRIFT) : 0;
      this.failing = false;
    } catch (error) {
      // Redis out of reach: the lease runs out on its own time; one line per outage, not one per attempt
      if (!this.failing) log.warn({ err: (error as Error).message, lease: this.name }, 'lease not renewed');
      this.failing = true;
    }
    if (!wasHeld && this.held) {
      log.info({ lease: this.name }, 'lease taken');
      this.acquired();
    } else if (wasHeld && !this.held) {
      log.info({ lease: this.name }, 'lease lost');
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.step = this.refresh().finally(() => this.schedule());
    }, this.options.renewMs);
    this.timer.unref();
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.step = this.refresh();
    await this.step;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.step;
    if (this.until === 0) return;
    this.until = 0;
    const { redis, key, token, log } = this.options;
    // released now, so another instance takes over at its next attempt rather than after the TTL
    await releaseLock(redis, key, token).catch((error: unknown) => log.warn({ err: (error as Error).message, lease: this.name }, 'lease not released'));
  }
}
