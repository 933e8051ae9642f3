/**
 * Fixed-window counters on the platform clock, bounded in memory: the store behind the per-IP
 * rate limits (as a @fastify/rate-limit store) and the per-phone SMS quota. A window starts with
 * a key's first hit and lasts `windowMs`; the count resets when it ends.
 * `HitCounter` is what the services count with: this one process's counter (`memoryHitCounter`),
 * or one every instance shares (redis/hitCounter.ts) when REDIS_URL is set.
 */

export interface WindowHit {
  /** hits in the current window, this one included */
  count: number;
  /** milliseconds until the window ends */
  ttlMs: number;
}

/** Hits counted per key, in one process or across instances. */
export interface HitCounter {
  /** Counts one hit of `key` in its window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<WindowHit>;
}

interface Window {
  count: number;
  endsAt: number;
}

/** Keys one counter holds; the rate limits key by IP, so a flush needs this many addresses. */
export const DEFAULT_MAX_KEYS = 100_000;

export class WindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly now: () => number,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {}

  /** Counts one hit of `key`. */
  hit(key: string, windowMs: number): WindowHit {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      // re-inserted, so the map stays ordered by window start: the front ends first
      this.windows.delete(key);
      this.makeRoom(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, ttlMs: window.endsAt - now };
  }

  /** The current window of `key` without counting. */
  peek(key: string): WindowHit {
    const now = this.now();
    const window = this.windows.get(key);
    return window && window.endsAt > now ? { count: window.count, ttlMs: window.endsAt - now } : { count: 0, ttlMs: 0 };
  }

  get size(): number {
    return this.windows.size;
  }

  private makeRoom(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.endsAt > now && this.windows.size < this.maxKeys) break;
      // ended windows first; when all are live and the map is full, the oldest goes
      this.windows.delete(key);
    }
  }
}

/** A WindowCounter of this process behind the HitCounter interface. */
export function memoryHitCounter(now: () => number, maxKeys = DEFAULT_MAX_KEYS): HitCounter {
  const counter = new WindowCounter(now, maxKeys);
  return { hit: async (key, windowMs) => counter.hit(key, windowMs) };
}

/** What @fastify/rate-limit calls on its store (types/index.d.ts: FastifyRateLimitStore). */
export interface RateLimitStore {
  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void;
  child(): RateLimitStore;
}

/** A @fastify/rate-limit store class on the given clock: every limiter (child) has its own counter. */
export function windowCounterStore(now: () => number, maxKeys = DEFAULT_MAX_KEYS): new () => RateLimitStore {
  return class WindowCounterStore implements RateLimitStore {
    private readonly counter = new WindowCounter(now, maxKeys);

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const { count, ttlMs } = this.counter.hit(key, timeWindow);
      callback(null, { current: count, ttl: ttlMs });
    }

    child(): RateLimitStore {
      return new WindowCounterStore();
    }
  };
}
