/**
 * Things held at once, under caps: the open alarm sockets (WS_MAX_TOTAL in all, WS_MAX_PER_USER per
 * user) and the report files being built (REPORT_FILE_CONCURRENCY_PER_USER per user). A claim names
 * the counters a holding takes one of, each with its cap; `take` takes all of them or none, so two
 * requests can never both pass a cap with one place left. The holder gives them back with
 * `release`. In this process (`MemorySlots`), or counted across instances (redis/slots.ts).
 */
export interface SlotClaim {
  key: string;
  max: number;
}

export interface Slots {
  /** Takes one of every counter of `claims` when none is at its cap; false (nothing taken) else. */
  take(claims: readonly SlotClaim[]): Promise<boolean>;
  /** Gives back one of each counter of `keys`, taken before. */
  release(keys: readonly string[]): Promise<void>;
  /** True when any counter of `claims` is at its cap (nothing is taken). */
  full(claims: readonly SlotClaim[]): Promise<boolean>;
  /** how many of `key` are held (across instances when shared) */
  held(key: string): Promise<number>;
  /** Gives back all this instance holds (the app is closing). */
  close(): Promise<void>;
}

export class MemorySlots implements Slots {
  private readonly counts = new Map<string, number>();

  private isFull(claims: readonly SlotClaim[]): boolean {
    return claims.some(({ key, max }) => (this.counts.get(key) ?? 0) >= max);
  }

  // no await inside: the check and the count are not split by another request
  async take(claims: readonly SlotClaim[]): Promise<boolean> {
    if (this.isFull(claims)) return false;
    for (const { key } of claims) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    return true;
  }

  async release(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const left = (this.counts.get(key) ?? 0) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    }
  }

  async full(claims: readonly SlotClaim[]): Promise<boolean> {
    return this.isFull(claims);
  }

  async held(key: string): Promise<number> {
    return this.counts.get(key) ?? 0;
  }

  async close(): Promise<void> {
    this.counts.clear();
  }
}
