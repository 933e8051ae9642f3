import { CAPTCHA_TTL_MS, CaptchaStore } from './captcha';

/** The store without the drawing (captchaSvg.test.ts covers that): the flood test stays fast. */
function storeAt(start = 1_000_000, limits = { maxPending: 10_000, maxPerClient: 20 }) {
  let now = start;
  return { store: new CaptchaStore(() => now, limits, () => '<svg/>'), advance: (ms: number) => (now += ms) };
}

describe('CaptchaStore', () => {
  it("keeps another client's pending captcha through 11,000 requests from one IP", () => {
    const { store } = storeAt();
    const admin = store.create('admin0001', '10.0.0.1')!;
    for (let i = 0; i < 11_000; i += 1) expect(store.create('admin0001', '203.0.113.9')).not.toBeNull();
    // the flooding IP holds only its own quota
    expect(store.size).toBe(21);
    const answer = store.peek(admin.captchaId)!;
    expect(store.verify(admin.captchaId, answer, 'admin0001')).toBe(true);
  }, 30_000);

  it("evicts a client's own oldest captcha past its quota", () => {
    const { store } = storeAt(1_000_000, { maxPending: 100, maxPerClient: 3 });
    const ids = Array.from({ length: 4 }, () => store.create('u', '10.0.0.2')!.captchaId);
    expect(store.peek(ids[0]!)).toBeUndefined();
    for (const id of ids.slice(1)) expect(store.peek(id)).toBeDefined();
  });

  it('refuses new captchas when full instead of evicting other clients', () => {
    const { store, advance } = storeAt(1_000_000, { maxPending: 5, maxPerClient: 2 });
    const held = ['a', 'b'].flatMap((client) => [store.create('u', client)!.captchaId, store.create('u', client)!.captchaId]);
    held.push(store.create('u', 'c')!.captchaId);
    expect(store.create('u', 'd')).toBeNull();
    for (const id of held) expect(store.peek(id)).toBeDefined();
    // once they expire there is room again
    advance(CAPTCHA_TTL_MS);
    expect(store.create('u', 'd')).not.toBeNull();
    expect(store.size).toBe(1);
  });

  it('is single use and bound to the username', () => {
    const { store } = storeAt();
    const challenge = store.create('admin0001', '10.0.0.1')!;
    const answer = store.peek(challenge.captchaId)!;
    expect(store.verify(challenge.captchaId, answer, 'operator01')).toBe(false);
    expect(store.verify(challenge.captchaId, answer, 'admin0001')).toBe(false);
  });
});

describe('the captcha answer space (issue 26 §4)', () => {
  it('has at least 1,000 answers, and guessing the likeliest wins less than once in 1,000', () => {
    const draws = 30_000;
    const { store } = storeAt(1_000_000, { maxPending: draws, maxPerClient: 1 });
    const counts = new Map<string, number>();
    for (let i = 0; i < draws; i += 1) {
      const answer = store.peek(store.create('admin0001', `client-${i}`)!.captchaId)!;
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

  it('accepts only the exact code, not a near one', () => {
    const { store } = storeAt();
    const challenge = store.create('admin0001', '10.0.0.3')!;
    const answer = store.peek(challenge.captchaId)!;
    const near = String((Number(answer) + 1) % 10 ** answer.length).padStart(answer.length, '0');
    expect(store.verify(challenge.captchaId, near, 'admin0001')).toBe(false);
    const again = store.create('admin0001', '10.0.0.3')!;
    expect(store.verify(again.captchaId, ` ${store.peek(again.captchaId)!} `, 'admin0001')).toBe(true);
  });
});
