/**
 * The requests already accepted inside the signing window, so an exact repeat is refused.
 * A time wheel: one bucket per second of expiry, dropped whole once that second has passed,
 * so the store costs O(1) per request and never scans. It is bounded twice, and a flood meets
 * the bounds instead of evicting anyone: past `maxEntries` in all, or `maxPerOwner` for one
 * caller (a user, or the IP of a public call), new requests are refused while every entry still
 * inside its window stays.
 * `ReplayStore` is the interface; this process's store is `MemoryReplayStore`, the one every
 * instance shares (REDIS_URL) is redis/replayStore.ts, with the same verdicts and bounds.
 */

export type ReplayVerdict = 'fresh' | 'replayed' | 'full';

export interface ReplayStoreOptions {
  /** all entries at once */
  maxEntries: number;
  /** entries of one owner at once */
  maxPerOwner: number;
}

export interface ReplayStore {
  /**
   * Records `key` of `owner` until `expiresAt` (unix seconds) unless it is already there.
   * 'replayed': seen inside its window; 'full': a bound is reached and nothing was recorded.
   */
  remember(key: string, owner: string, expiresAt: number, nowUnix: number): Promise<ReplayVerdict>;
  /** entries held (diagnostics, tests) */
  size(): Promise<number>;
}

interface Entry {
  owner: string;
  expiresAt: number;
}

export class MemoryReplayStore implements ReplayStore {
  private readonly entries = new Map<string, Entry>();
  /** expiry second → keys expiring then */
  private readonly buckets = new Map<number, string[]>();
  private readonly perOwner = new Map<string, number>();
  private oldestBucket = Number.POSITIVE_INFINITY;

  constructor(private readonly options: ReplayStoreOptions) {}

  async size(): Promise<number> {
    return this.entries.size;
  }

  // no await inside: the check and the write are not split by another request
  async remember(key: string, owner: string, expiresAt: number, nowUnix: number): Promise<ReplayVerdict> {
    this.sweep(nowUnix);
    if (this.entries.has(key)) return 'replayed';
    const owned = this.perOwner.get(owner) ?? 0;
    if (this.entries.size >= this.options.maxEntries || owned >= this.options.maxPerOwner) return 'full';
    this.entries.set(key, { owner, expiresAt });
    this.perOwner.set(owner, owned + 1);
    const bucket = this.buckets.get(expiresAt);
    if (bucket) bucket.push(key);
    else this.buckets.set(expiresAt, [key]);
    if (expiresAt < this.oldestBucket) this.oldestBucket = expiresAt;
    return 'fresh';
  }

  /** Drops every bucket whose second has passed. */
  sweep(nowUnix: number): void {
    if (this.oldestBucket >= nowUnix) return;
    for (const [second, keys] of this.buckets) {
      if (second >= nowUnix) continue;
      for (const key of keys) this.forget(key);
      this.buckets.delete(second);
    }
    this.oldestBucket = Number.POSITIVE_INFINITY;
    for (const second of this.buckets.keys()) if (second < this.oldestBucket) this.oldestBucket = second;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const left = (this.perOwner.get(entry.owner) ?? 1) - 1;
    if (left > 0) this.perOwner.set(entry.owner, left);
    else this.perOwner.delete(entry.owner);
  }
}
