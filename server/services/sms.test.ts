import { eachStoreKind } from '../../test/support/testRedis';
import { redisHitCounter } from './redis/hitCounter';
import { RedisSmsCodes } from './redis/smsCodes';
import { MemorySmsCodes, SMS_TTL_MS, SmsOutbox } from './sms';

const PHONE = '13800000001';
const LIMITS = { codesPerHour: 3, maxWrongCodes: 3, logCodes: false };

eachStoreKind('SmsOutbox', (kind, redis) => {
  function outboxAt(start: number, prefix = kind === 'redis' ? redis().prefix() : '', connection = kind === 'redis' ? redis().redis : undefined) {
    let now = start;
    const clock = () => now;
    const outbox =
      kind === 'memory' || !connection
        ? new SmsOutbox(clock, () => {}, LIMITS, new MemorySmsCodes())
        : new SmsOutbox(clock, () => {}, LIMITS, new RedisSmsCodes(connection, `${prefix}sms:`), redisHitCounter(connection, `${prefix}phone:`, clock));
    return { outbox, advance: (ms: number) => (now += ms) };
  }

  it('sends a code only to the owner, spends it once, and lets it lapse after 5 minutes', async () => {
    const { outbox, advance } = outboxAt(1_700_000_000_000);
    expect(await outbox.request(PHONE, null, 'reset')).toBeNull();
    expect(await outbox.peek(PHONE)).toBeUndefined();
    await outbox.request(PHONE, 'admin0001', 'reset');
    const code = (await outbox.peek(PHONE))!;
    expect(code).toMatch(/^\d{6}$/);
    expect(await outbox.consume(PHONE, code, 'operator01')).toBe(false);
    expect(await outbox.consume(PHONE, ` ${code} `, 'admin0001')).toBe(true);
    expect(await outbox.consume(PHONE, code, 'admin0001')).toBe(false);

    await outbox.request(PHONE, 'admin0001', 'reset');
    const late = (await outbox.peek(PHONE))!;
    advance(SMS_TTL_MS);
    expect(await outbox.peek(PHONE)).toBeUndefined();
    expect(await outbox.consume(PHONE, late, 'admin0001')).toBe(false);
  });

  it('voids a code after its wrong tries', async () => {
    const { outbox } = outboxAt(1_700_000_000_000);
    await outbox.request(PHONE, 'admin0001', 'reset');
    const code = (await outbox.peek(PHONE))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < LIMITS.maxWrongCodes; i += 1) expect(await outbox.consume(PHONE, wrong, 'admin0001')).toBe(false);
    expect(await outbox.consume(PHONE, code, 'admin0001')).toBe(false);
  });

  it('counts the requests of a phone, owner or not, and refuses past the hourly quota', async () => {
    const { outbox, advance } = outboxAt(1_700_000_000_000);
    for (let i = 0; i < LIMITS.codesPerHour; i += 1) expect(await outbox.request(PHONE, i ? 'admin0001' : null, 'reset')).toBeNull();
    expect(await outbox.request(PHONE, 'admin0001', 'reset')).toEqual({ retryAfterSeconds: 3600 });
    advance(3600_000);
    expect(await outbox.request(PHONE, 'admin0001', 'reset')).toBeNull();
  });

  if (kind === 'redis') {
    it('spends on one instance a code sent via another, and counts the quota over both', async () => {
      const prefix = redis().prefix();
      const first = outboxAt(1_700_000_000_000, prefix).outbox;
      const second = outboxAt(1_700_000_000_000, prefix, redis().connect()).outbox;
      await first.request(PHONE, 'admin0001', 'reset');
      const code = (await second.peek(PHONE))!;
      expect(await second.consume(PHONE, code, 'admin0001')).toBe(true);
      expect(await first.consume(PHONE, code, 'admin0001')).toBe(false);
      await second.request(PHONE, 'admin0001', 'reset');
      await first.request(PHONE, 'admin0001', 'reset');
      expect(await second.request(PHONE, 'admin0001', 'reset')).toEqual({ retryAfterSeconds: 3600 });
      const ttl = await redis().redis.pttl(`${prefix}sms:code:${PHONE}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(SMS_TTL_MS);
    });
  }
});
