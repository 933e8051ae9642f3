/**
 * Holds a refused request for a moment before it is answered. A client that repeats as fast as
 * it is answered (a guessing loop with N requests in flight) then gets N answers a `delayMs`
 * instead of thousands a second, so its refusals stop costing the event loop that serves everyone
 * else. At most `maxHeld` are held at once; past that, refusals are answered at once, so holding
 * cannot grow without bound.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export class Tarpit {
  private held = 0;

  constructor(
    private readonly delayMs: number,
    private readonly maxHeld: number,
  ) {}

  /** Resolves after the delay, or at once when the delay is off or the pit is full. */
  async hold(): Promise<void> {
    if (this.delayMs <= 0 || this.held >= this.maxHeld) return;
    this.held += 1;
    try {
      await sleep(this.delayMs);
    } finally {
      this.held -= 1;
    }
  }
}
