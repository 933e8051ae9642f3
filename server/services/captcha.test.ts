import { eachStoreKind } from '../../test/support/testRedis';
import { CAPTCHA_TTL_MS, CaptchaStore, MemoryCaptchaPending, type CaptchaLimits } from './captcha';
import { RedisCaptchaPending } from './redis/captchaPending';

const NO_DRAWING = () => '<svg/>';

eachStoreKind('CaptchaStore', (kind, redis) => {
  /** The store without the drawing (captchaSvg.test.ts covers that): the flood test stays fast. */
  function storeAt(start = 1_000_000, limits: CaptchaLimits = { maxPending: 10_000, maxPerClient: 20 }, prefix = kind === 'redis' ? redis().prefix() : '') {
    let now = start;
    const pending = kind === 'memory' ? new MemoryCaptchaPending() : new RedisCaptchaPending(redis().redis, prefix);
    return { store: new CaptchaStore(() => now, limits, pending, NO_DRAWING), advance: (ms: number) => (now += ms) };
  }

  it("keeps another client's pending captcha through 11,000 requests from one IP", async () => {
    const { store } = storeAt();
    const admin = (await store.create('admin0001', '10.0.0.1'))!;
    for (let i = 0; i < 11_000; i += 1) expect(await store.create('admin0001', '203.0.113.9')).not.toBeNull();
    // the flooding IP holds only its own quota
    expect(await store.size()).toBe(21);
    const answer = (await store.peek(admin.captchaId))!;
    expect(await store.verify(admin.captchaId, answer, 'admin0001')).toBe(true);
  }, 60_000);

  it("evicts a client's own oldest captcha past its quota", async () => {
    const { store } = storeAt(1_000_000, { maxPending: 100, maxPerClient: 3 });
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await store.create('u', '10.0.0.2'))!.captchaId);
    expect(await store.peek(ids[0]!)).toBeUndefined();
    for (const id of ids.slice(1)) expect(await store.peek(id)).toBeDefined();
  });

  it('refuses new captchas when full instead of evicting other clients', async () => {
    const { store, advance } = storeAt(1_000_000, { maxPending: 5, maxPerClient: 2 });
    const held: string[] = [];
    for (const client of ['a', 'a', 'b', 'b', 'c']) held.push((await store.create('u', client))!.captchaId);
    expect(await store.create('u', 'd')).toBeNull();
    for (const id of held) expect(await store.peek(id)).toBeDefined();
    // once they expire there is room again
    advance(CAPTCHA_TTL_MS);
    expect(await store.create('u', 'd')).not.toBeNull();
    expect(await store.size()).toBe(1);
  });

  it('is single use and bound to the username', async () => {
    const { store } = storeAt();
    const challenge = (await store.create('admin0001', '10.0.0.1'))!;
    const answer = (await store.peek(challenge.captchaId))!;
    expect(await store.verify(challenge.captchaId, answer, 'operator01')).toBe(false);
    expect(await store.verify(challenge.captchaId, answer, 'admin0001')).toBe(false);
  });

  it('accepts only the exact code, not a near one', async () => {
    const { store } = storeAt();
    const challenge = (await store.create('admin0001', '10.0.0.3'))!;
    const answer = (await store.peek(challenge.captchaId))!;
    const near = String((Number(answer) + 1) % 10 ** answer.length).padStart(answer.length, '0');
    expect(await store.verify(challenge.captchaId, near, 'admin0001')).toBe(false);
    const again = (await store.create('admin0001', '10.0.0.3'))!;
    expect(await store.verify(again.captchaId, ` ${(await store.peek(again.captchaId))!} `, 'admin0001')).toBe(true);
  });

  it('answers no to an expired captcha, and to an id it never handed out', async () => {
    const { store, advance } = storeAt();
    const challenge = (await store.create('admin0001', '10.0.0.4'))!;
    const answer = (await store.peek(challenge.captchaId))!;
    advance(CAPTCHA_TTL_MS);
    expect(await store.peek(challenge.captchaId)).toBeUndefined();
    expect(await store.verify(challenge.captchaId, answer, 'admin0001')).toBe(false);
    expect(await store.verify('not-an-id', answer, 'admin0001')).toBe(false);
  });

  if (kind === 'redis') {
    it('is solved once through any instance: two stores on one prefix share the pending answers and the bounds', async () => {
      const prefix = redis().prefix();
      const limits = { maxPending: 3, maxPerClient: 2 };
      const first = storeAt(1_000_000, limits, prefix).store;
      const second = new CaptchaStore(() => 1_000_000, limits, new RedisCaptchaPending(redis().connect(), prefix), NO_DRAWING);
      const challenge = (await first.create('admin0001', '10.0.0.5'))!;
      const answer = (await second.peek(challenge.captchaId))!;
      expect(await second.verify(challenge.captchaId, answer, 'admin0001')).toBe(true);
      expect(await first.verify(challenge.captchaId, answer, 'admin0001')).toBe(false);
      // one client's quota and the total count over both
      const own = [(await first.create('u', '10.0.0.6'))!.captchaId, (await second.create('u', '10.0.0.6'))!.captchaId];
      await first.create('u', '10.0.0.6');
      expect(await second.peek(own[0]!)).toBeUndefined();
      await second.create('u', '10.0.0.7');
      expect(await first.create('u', '10.0.0.8')).toBeNull();
    });

    it('keeps Redis bounded: every key expires with the captcha', async () => {
      const prefix = redis().prefix();
      const { store } = storeAt(1_000_000, undefined, prefix);
      const challenge = (await store.create('admin0001', '10.0.0.9'))!;
      for (const key of [`${prefix}all`, `${prefix}client:10.0.0.9`, `${prefix}entry:${challenge.captchaId}`, `${prefix}sequence`]) {
        const ttl = await redis().redis.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(CAPTCHA_TTL_MS);
      }
    });
  }
});

describe('the captcha answer space (issue 26 §4)', () => {
  it('has at least 1,000 answers, and guessing the likeliest wins less than once in 1,000', async () => {
    const draws = 30_000;
    const store = new CaptchaStore(() => 1_000_000, { maxPending: draws, maxPerClient: 1 }, new MemoryCaptchaPending(), NO_DRAWING);
    const counts = new Map<string, number>();
    for (let i = 0; i < draws; i += 1) {
      const answer = (await store.peek((await store.create('admin0001', `client-${i}`))!.captchaId))!;
      counts.set(answer, (counts.get(answer) ?? 0) + 1);
    }
    // distinct answers seen, and the empirical entropy in bits: log2(1000) ≈ 9.97
    expect(counts.size).toBeGreaterThanOrEqual(1000);
    const entropy = -[...counts.values()].reduce((sum, n) => sum + (n / draws) * Math.log2(n / draws), 0);
    expect(entropy).toBeGreaterThan(Math.log2(1000));
    // an attacker's best single guess: the answer drawn most often
    const likeliest = Math.max(...counts.values());
    expect(likeliest / draws).toBeLessThan(1 / 1000);
  });
});
