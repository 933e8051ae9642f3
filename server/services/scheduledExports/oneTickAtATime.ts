/** A timer's work that runs once at a time: the report scheduler's and the premium timer's. */
export interface Ticker {
  /** Does the work due now; answers how many jobs it made. */
  tick(): Promise<number>;
  /** Resolves when the tick under way (if any) has ended. */
  idle(): Promise<void>;
}

/** `run` at each tick, one at a time: a second call while one runs waits for it and makes nothing more. */
export function oneTickAtATime(run: () => Promise<number>): Ticker {
  let running: Promise<number> | null = null;
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
