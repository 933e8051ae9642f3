import { eachStoreKind } from '../../test/support/testRedis';
import { redisHitCounter } from './redis/hitCounter';
import { memoryHitCounter, WindowCounter, windowCounterStore, type HitCounter } from './windowCounter';

function counterAt(maxKeys: number) {
  let now = 0;
  return { counter: new WindowCounter(() => now, maxKeys), advance: (ms: number) => (now += ms) };
}

describe('WindowCounter', () => {
  it('counts hits in a window that starts with the first and resets when it ends', () => {
    const { counter, advance } = counterAt(10);
    expect(counter.hit('a', 1000)).toEqual({ count: 1, ttlMs: 1000 });
    advance(400);
    expect(counter.hit('a', 1000)).toEqual({ count: 2, ttlMs: 600 });
    advance(600);
    expect(counter.hit('a', 1000)).toEqual({ count: 1, ttlMs: 1000 });
  });

  it('stays within its key bound, dropping ended windows before live ones', () => {
    const { counter, advance } = counterAt(3);
    counter.hit('old', 100);
    advance(50);
    counter.hit('b', 100);
    counter.hit('c', 100);
    advance(60); // 'old' has ended
    counter.hit('d', 100);
    expect(counter.size).toBe(3);
    expect(counter.peek('b').count).toBe(1);
    // all live and full: the oldest gives way
    counter.hit('e', 100);
    expect(counter.size).toBe(3);
    expect(counter.peek('b').count).toBe(0);
    expect(counter.peek('e').count).toBe(1);
  });

  it('serves @fastify/rate-limit as a store whose limiters count apart', () => {
    const Store = windowCounterStore(() => 0);
    const parent = new Store();
    const [login, captcha] = [parent.child(), parent.child()];
    const results: number[] = [];
    const record = (_: Error | null, result?: { current: number }) => results.push(result?.current ?? -1);
    login.incr('10.0.0.1', record, 60_000);
    login.incr('10.0.0.1', record, 60_000);
    captcha.incr('10.0.0.1', record, 60_000);
    expect(results).toEqual([1, 2, 1]);
  });
});

eachStoreKind('HitCounter', (kind, redis) => {
  function counterAt(start: number, prefix = kind === 'redis' ? redis().prefix() : '') {
    let now = start;
    const clock = () => now;
    const counter: HitCounter = kind === 'memory' ? memoryHitCounter(clock) : redisHitCounter(redis().redis, prefix, clock);
    return { counter, advance: (ms: number) => (now += ms) };
  }

  it('counts hits in a window that starts with the first and resets when it ends', async () => {
    const { counter, advance } = counterAt(1_700_000_000_000);
    expect(await counter.hit('a', 1000)).toEqual({ count: 1, ttlMs: 1000 });
    advance(400);
    expect(await counter.hit('a', 1000)).toEqual({ count: 2, ttlMs: 600 });
    expect(await counter.hit('b', 1000)).toEqual({ count: 1, ttlMs: 1000 });
    advance(600);
    expect(await counter.hit('a', 1000)).toEqual({ count: 1, ttlMs: 1000 });
  });

  if (kind === 'redis') {
    it('counts the hits of every instance in one window, and keeps Redis bounded by the window', async () => {
      const prefix = redis().prefix();
      const first = counterAt(1_700_000_000_000, prefix);
      const second = redisHitCounter(redis().connect(), prefix, () => 1_700_000_000_250);
      expect((await first.counter.hit('10.0.0.1', 60_000)).count).toBe(1);
      expect(await second.hit('10.0.0.1', 60_000)).toEqual({ count: 2, ttlMs: 59_750 });
      const ttl = await redis().redis.pttl(`${prefix}10.0.0.1`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    });
  }
});
