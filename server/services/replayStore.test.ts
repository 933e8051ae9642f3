import { eachStoreKind } from '../../test/support/testRedis';
import { RedisReplayStore } from './redis/replayStore';
import { MemoryReplayStore, type ReplayStore, type ReplayStoreOptions } from './replayStore';

eachStoreKind('ReplayStore', (kind, redis) => {
  const storeOf = (options: ReplayStoreOptions): ReplayStore =>
    kind === 'memory' ? new MemoryReplayStore(options) : new RedisReplayStore(redis().redis, redis().prefix(), options);

  it('refuses a key it holds until the key expires, then forgets it', async () => {
    const store = storeOf({ maxEntries: 10, maxPerOwner: 10 });
    expect(await store.remember('a', 'u1', 110, 100)).toBe('fresh');
    expect(await store.remember('a', 'u1', 110, 105)).toBe('replayed');
    expect(await store.remember('a', 'u1', 110, 110)).toBe('replayed');
    expect(await store.remember('a', 'u1', 121, 111)).toBe('fresh');
    expect(await store.size()).toBe(1);
  });

  it('holds under a flood: one owner meets its own bound and nobody else is evicted', async () => {
    const store = storeOf({ maxEntries: 100_000, maxPerOwner: 1_000 });
    expect(await store.remember('victim-request', 'victim', 400, 100)).toBe('fresh');
    let refused = 0;
    // in waves of 500 at once: a flood's requests overlap
    for (let wave = 0; wave < 50_000; wave += 500) {
      const verdicts = await Promise.all(Array.from({ length: 500 }, (_, i) => store.remember(`flood-${wave + i}`, 'attacker', 400, 100)));
      refused += verdicts.filter((verdict) => verdict === 'full').length;
    }
    expect(refused).toBe(49_000);
    // the victim's request is still remembered inside its window, so its replay is still refused
    expect(await store.remember('victim-request', 'victim', 400, 200)).toBe('replayed');
    expect(await store.remember('victim-next', 'victim', 400, 200)).toBe('fresh');
  }, 60_000);

  it('refuses new requests when full instead of evicting ones still inside their window', async () => {
    const store = storeOf({ maxEntries: 3, maxPerOwner: 10 });
    for (const key of ['a', 'b', 'c']) expect(await store.remember(key, key, 500, 100)).toBe('fresh');
    expect(await store.remember('d', 'd', 500, 100)).toBe('full');
    expect(await store.remember('a', 'a', 500, 100)).toBe('replayed');
    // once their second has passed, room comes back
    expect(await store.remember('d', 'd', 900, 501)).toBe('fresh');
    expect(await store.size()).toBe(1);
  });

  if (kind === 'redis') {
    it('is one store for every instance: a key remembered through one connection is a replay through another', async () => {
      const prefix = redis().prefix();
      const options = { maxEntries: 10, maxPerOwner: 2 };
      const [first, second] = [new RedisReplayStore(redis().redis, prefix, options), new RedisReplayStore(redis().connect(), prefix, options)];
      expect(await first.remember('a', 'u1', 110, 100)).toBe('fresh');
      expect(await second.remember('a', 'u1', 110, 101)).toBe('replayed');
      // the owner's bound counts across them too
      expect(await second.remember('b', 'u1', 110, 101)).toBe('fresh');
      expect(await first.remember('c', 'u1', 110, 101)).toBe('full');
    });

    it('keeps Redis bounded: its sets expire after their last entry', async () => {
      const prefix = redis().prefix();
      await new RedisReplayStore(redis().redis, prefix, { maxEntries: 10, maxPerOwner: 10 }).remember('a', 'u1', 130, 100);
      for (const key of [`${prefix}all`, `${prefix}owner:u1`]) {
        const ttl = await redis().redis.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(31_000);
      }
    });
  }
});
