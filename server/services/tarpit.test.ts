import { Tarpit } from './tarpit';

/** Whether `promise` is still pending after `ms` of real time. */
async function pendingAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const wait = new Promise((resolve) => setTimeout(() => resolve('pending'), ms));
  return (await Promise.race([promise.then(() => 'settled'), wait])) === 'pending';
}

describe('Tarpit', () => {
  it('holds a refusal for its delay, at most maxHeld at once, and not at all when off', async () => {
    const pit = new Tarpit(400, 1);
    const first = pit.hold();
    expect(await pendingAfter(first, 50)).toBe(true);
    // the pit is full: the next one goes at once
    expect(await pendingAfter(pit.hold(), 50)).toBe(false);
    await first;
    // room again once the first is out
    expect(await pendingAfter(pit.hold(), 50)).toBe(true);
    expect(await pendingAfter(new Tarpit(0, 10).hold(), 50)).toBe(false);
  });
});
