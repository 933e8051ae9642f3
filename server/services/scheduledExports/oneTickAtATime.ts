/** A timer's work that runs once at a time: the report scheduler's, the premium timer's, the expiration reminders'. */
export interface Ticker<T = number> {
  /** Does the work due now; answers what it did (how many jobs it made, what it sent). */
  tick(): Promise<T>;
  /** Resolves when the tick under way (if any) has ended. */
  idle(): Promise<void>;
}

/** `run` at each tick, one at a time: a second call while one runs waits for it and makes nothing more. */
export function oneTickAtATime<T = number>(run: () => Promise<T>): Ticker<T> {
  let running: Promise<T> | null = null;
  return {
    tick() {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
    async idle() {
      await running?.catch(() => undefined);
    },
  };
}
