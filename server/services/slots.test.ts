import { setTimeout as sleep } from 'node:timers/promises';
import { eachStoreKind } from '../../test/support/testRedis';
import { RedisSlots } from './redis/slots';
import { MemorySlots, type SlotClaim, type Slots } from './slots';

const ALL: SlotClaim = { key: 'all', max: 3 };
const claimsOf = (user: string): SlotClaim[] => [ALL, { key: `user:${user}`, max: 2 }];

eachStoreKind('Slots', (kind, redis) => {
  const opened: Slots[] = [];
  afterEach(async () => {
    for (const slots of opened.splice(0)) await slots.close();
  });
  function slotsOf(prefix = kind === 'redis' ? redis().prefix() : '', connection = kind === 'redis' ? redis().redis : undefined, leaseMs?: number): Slots {
    const slots = kind === 'memory' || !connection ? new MemorySlots() : new RedisSlots(connection, prefix, leaseMs);
    opened.push(slots);
    return slots;
  }

  it('takes every counter of a claim or none, up to each cap, and gives them back', async () => {
    const slots = slotsOf();
    expect(await slots.take(claimsOf('a'))).toBe(true);
    expect(await slots.take(claimsOf('a'))).toBe(true);
    // a's own cap, not the total: nothing was taken
    expect(await slots.full(claimsOf('a'))).toBe(true);
    expect(await slots.take(claimsOf('a'))).toBe(false);
    expect(await slots.held('all')).toBe(2);
    expect(await slots.take(claimsOf('b'))).toBe(true);
    // the total's cap, though b has room of its own
    expect(await slots.full([ALL])).toBe(true);
    expect(await slots.take(claimsOf('b'))).toBe(false);
    expect(await slots.held('user:b')).toBe(1);

    await slots.release(claimsOf('a').map((claim) => claim.key));
    expect(await slots.held('all')).toBe(2);
    expect(await slots.held('user:a')).toBe(1);
    expect(await slots.take(claimsOf('b'))).toBe(true);
  });

  it('never passes a cap when many take at once', async () => {
    const slots = slotsOf();
    const taken = await Promise.all(Array.from({ length: 10 }, () => slots.take(claimsOf('a'))));
    expect(taken.filter(Boolean)).toHaveLength(2);
    expect(await slots.held('user:a')).toBe(2);
  });

  if (kind === 'redis') {
    it('counts what every instance holds against one cap', async () => {
      const prefix = redis().prefix();
      const [first, second] = [slotsOf(prefix), slotsOf(prefix, redis().connect())];
      expect(await first.take(claimsOf('a'))).toBe(true);
      expect(await second.take(claimsOf('a'))).toBe(true);
      expect(await first.take(claimsOf('a'))).toBe(false);
      expect(await second.held('user:a')).toBe(2);
      await second.release(['all', 'user:a']);
      expect(await first.take(claimsOf('a'))).toBe(true);
      // an instance that closes gives back all it held
      await first.close();
      expect(await second.held('all')).toBe(0);
    });

    it("frees a dead instance's holdings once its lease runs out", async () => {
      const prefix = redis().prefix();
      const doomed = redis().connect();
      const dying = new RedisSlots(doomed, prefix, 300);
      const survivor = slotsOf(prefix, redis().redis, 300);
      expect(await dying.take(claimsOf('a'))).toBe(true);
      expect(await dying.take(claimsOf('a'))).toBe(true);
      expect(await survivor.take(claimsOf('a'))).toBe(false);
      // the process dies: its connection drops without a word, it renews nothing more
      doomed.disconnect();
      await dying.close().catch(() => undefined);
      await vi.waitFor(async () => expect(await survivor.take(claimsOf('a'))).toBe(true), { timeout: 10_000, interval: 100 });
    });

    it('renews its lease while it lives, and writes its holdings again when Redis lost them', async () => {
      const prefix = redis().prefix();
      const slots = slotsOf(prefix, redis().redis, 300);
      expect(await slots.take(claimsOf('a'))).toBe(true);
      await sleep(600);
      expect(await slots.held('user:a')).toBe(1);
      // as if another instance had judged it dead and dropped its hash
      const [own] = await redis().redis.keys(`${prefix}instance:*`);
      await redis().redis.del(own!);
      await vi.waitFor(async () => expect(await slots.held('user:a')).toBe(1), { timeout: 10_000, interval: 50 });
    });
  }
});
