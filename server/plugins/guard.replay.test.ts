/** Issue 10 §1: a captured request can be neither replayed nor re-targeted. */
import { ApiStatus } from '../../src/lib/contract';
import { requestSign, unixNow, xToken } from '../../src/lib/signing';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../test/support/testPlatform';

let platform: TestPlatform;
let session: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform();
  ({ session } = await loginAs(platform, 'admin0001'));
});
afterAll(() => platform.close());

const rule = { name: 'replayed-rule', minTemperature: 2, maxTemperature: 8 };

describe('replay', () => {
  it('refuses the identical signed POST sent again 3 s later, and stores one record', async () => {
    const before = await countRows(platform, 'records');
    const timeunix = unixNow(platform.clock.now());
    const captured = { method: 'POST', url: '/alarmRule', session, json: rule, timeunix, nonce: 'c0ffee' } as const;
    const first = await signedInject(platform, captured);
    expect(first.envelope.status).toBe(ApiStatus.ok);
    platform.clock.advance(3);
    const again = await signedInject(platform, captured);
    expect(again.statusCode).toBe(401);
    expect(again.envelope).toMatchObject({ status: ApiStatus.badSignature, message: 'This request was already received and is not accepted again' });
    expect(await countRows(platform, 'records')).toBe(before + 1);
  });

  it('refuses a replayed public call (same sign and timeunix)', async () => {
    const captured = { method: 'GET', url: '/auth/captcha', query: { username: 'operator01' }, nonce: 'feed', timeunix: unixNow(platform.clock.now()) } as const;
    expect((await signedInject(platform, captured)).envelope.status).toBe(ApiStatus.ok);
    expect((await signedInject(platform, captured)).envelope.status).toBe(ApiStatus.badSignature);
  });

  it('accepts two identical requests of the same second that carry their own nonces', async () => {
    const timeunix = unixNow(platform.clock.now());
    for (const nonce of ['n1', 'n2']) {
      const response = await signedInject(platform, { method: 'GET', url: '/auth/info', session, timeunix, nonce });
      expect(response.envelope.status).toBe(ApiStatus.ok);
    }
  });

  it('forgets a request once its timestamp has left the window (it is then refused as stale, not stored forever)', async () => {
    const timeunix = unixNow(platform.clock.now());
    const captured = { method: 'GET', url: '/auth/info', session, timeunix, nonce: 'late' } as const;
    expect((await signedInject(platform, captured)).envelope.status).toBe(ApiStatus.ok);
    platform.clock.advance(platform.config.signWindowSeconds + 2);
    const stale = await signedInject(platform, captured);
    expect(stale.envelope).toMatchObject({ status: ApiStatus.badSignature, message: 'Request timestamp outside the allowed window' });
  });
});

describe('a captured X-Token cannot be re-targeted', () => {
  async function deviceCount(): Promise<number> {
    return countRows(platform, 'devices');
  }

  it('turning GET /device?page=1 into DELETE /device?ids=… by re-signing with the public salt fails with -2', async () => {
    const { signing } = platform.config;
    const timeunix = unixNow(platform.clock.now());
    const nonce = 'abc123';
    const sign = requestSign(signing, { page: '1' }, timeunix, nonce);
    const captured = xToken(signing, { method: 'GET', path: '/device', username: session.username, token: session.token, timeunix, sign });
    const before = await deviceCount();

    const resigned = requestSign(signing, { ids: '1,2,3' }, timeunix, nonce);
    const attack = await platform.app.inject({
      method: 'DELETE',
      url: '/api/device?ids=1,2,3',
      headers: { timeunix: String(timeunix), nonce, sign: resigned, username: session.username, 'x-token': captured, lang: 'en' },
    });
    expect(attack.statusCode).toBe(401);
    expect(attack.json().status).toBe(ApiStatus.tokenInvalid);
    expect(await deviceCount()).toBe(before);
  });

  it('an X-Token of GET /device/1 does not authorize DELETE /device/1 with the very same sign', async () => {
    const { signing } = platform.config;
    const timeunix = unixNow(platform.clock.now());
    const sign = requestSign(signing, {}, timeunix, 'n');
    const forGet = xToken(signing, { method: 'GET', path: '/device/1', username: session.username, token: session.token, timeunix, sign });
    const before = await deviceCount();
    const attack = await platform.app.inject({
      method: 'DELETE',
      url: '/api/device/1',
      headers: { timeunix: String(timeunix), nonce: 'n', sign, username: session.username, 'x-token': forGet },
    });
    expect(attack.json().status).toBe(ApiStatus.tokenInvalid);
    expect(await deviceCount()).toBe(before);
  });

  it('a body changed under a captured sign and X-Token is refused with -3 and nothing is stored', async () => {
    const timeunix = unixNow(platform.clock.now());
    const before = await countRows(platform, 'records');
    const original = await signedInject(platform, { method: 'POST', url: '/alarmRule', session, json: { ...rule, name: 'orig' }, timeunix, nonce: 'b1' });
    expect(original.envelope.status).toBe(ApiStatus.ok);
    const { signing } = platform.config;
    const sign = requestSign(signing, { ...rule, name: 'orig2' }, timeunix, 'b2');
    const token = xToken(signing, { method: 'POST', path: '/alarmRule', username: session.username, token: session.token, timeunix, sign });
    const tampered = await platform.app.inject({
      method: 'POST',
      url: '/api/alarmRule',
      headers: { timeunix: String(timeunix), nonce: 'b2', sign, username: session.username, 'x-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...rule, name: 'evil', maxTemperature: 99 }),
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().status).toBe(ApiStatus.badSignature);
    expect(await countRows(platform, 'records')).toBe(before + 1);
  });
});
