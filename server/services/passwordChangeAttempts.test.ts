import { eachStoreKind } from '../../test/support/testRedis';
import { MemoryPasswordChangeAttempts, type PasswordChangeAttempts } from './passwordChangeAttempts';
import { RedisPasswordChangeAttempts } from './redis/passwordChangeAttempts';

const OPTIONS = { maxFailures: 3, windowSeconds: 900 };
const T = 1_700_000_000;

eachStoreKind('PasswordChangeAttempts', (kind, redis) => {
  const attemptsOf = (prefix = kind === 'redis' ? redis().prefix() : ''): PasswordChangeAttempts =>
    kind === 'memory' ? new MemoryPasswordChangeAttempts(OPTIONS) : new RedisPasswordChangeAttempts(redis().redis, prefix, OPTIONS);

  it('locks an account after its failures in the window until the oldest of them leaves it', async () => {
    const attempts = attemptsOf();
    await attempts.recordFailure(7, T);
    await attempts.recordFailure(7, T + 100);
    expect(await attempts.retryAfter(7, T + 100)).toBe(0);
    await attempts.recordFailure(7, T + 200);
    expect(await attempts.retryAfter(7, T + 200)).toBe(700);
    expect(await attempts.retryAfter(8, T + 200)).toBe(0);
    // the first failure leaves the window: one more try, which is the third again
    expect(await attempts.retryAfter(7, T + 900)).toBe(0);
    await attempts.recordFailure(7, T + 900);
    expect(await attempts.retryAfter(7, T + 900)).toBe(100);
  });

  it('forgets old failures, and all of them once the password changes', async () => {
    const attempts = attemptsOf();
    for (const at of [T, T + 1, T + 2]) await attempts.recordFailure(9, at);
    await attempts.clear(9);
    expect(await attempts.retryAfter(9, T + 3)).toBe(0);
    for (const at of [T, T + 1]) await attempts.recordFailure(9, at);
    await attempts.recordFailure(9, T + 1000);
    expect(await attempts.retryAfter(9, T + 1000)).toBe(0);
  });

  if (kind === 'redis') {
    it('counts the failures made on every instance, and keeps Redis bounded by the window', async () => {
      const prefix = redis().prefix();
      const first = attemptsOf(prefix);
      const second = new RedisPasswordChangeAttempts(redis().connect(), prefix, OPTIONS);
      await first.recordFailure(7, T);
      await second.recordFailure(7, T + 1);
      await first.recordFailure(7, T + 2);
      expect(await second.retryAfter(7, T + 2)).toBe(898);
      const ttl = await redis().redis.ttl(`${prefix}7`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(900);
    });
  }
});
