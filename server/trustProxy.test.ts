/**
 * TRUST_PROXY: behind a reverse proxy every request comes from the proxy's address. Trusted, the
 * proxy's X-Forwarded-For names the client, so each client has its own per-IP limit; untrusted
 * (the default), the header is ignored, so a client cannot pick a fresh address per request.
 */
import { trustedProxies } from './app';
import { createTestPlatform, type TestPlatform } from '../test/support/testPlatform';

const PROXY = '10.0.0.5';
let platform: TestPlatform | undefined;
afterEach(() => platform?.close());

/**
 * Unsigned captcha requests of one client through the proxy: the per-IP limit answers before the
 * signature check, so each is either refused by the limit (true) or gets as far as the check (false).
 */
async function limited(client: string, times: number): Promise<boolean[]> {
  const refused: boolean[] = [];
  for (let i = 0; i < times; i += 1) {
    const response = await platform!.app.inject({ method: 'GET', url: '/api/auth/captcha?username=x', remoteAddress: PROXY, headers: { 'x-forwarded-for': client } });
    refused.push(response.statusCode === 429);
  }
  return refused;
}

describe('TRUST_PROXY', () => {
  it('reads hops and addresses', () => {
    expect(trustedProxies('')).toBeUndefined();
    expect(trustedProxies(' 1 ')).toBe(1);
    expect(trustedProxies('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('gives each client behind a trusted proxy its own limit', async () => {
    platform = await createTestPlatform({ rateCaptchaPerMinute: 2, trustProxy: PROXY });
    expect(await limited('203.0.113.1', 3)).toEqual([false, false, true]);
    expect(await limited('203.0.113.2', 2)).toEqual([false, false]);
  });

  it('ignores X-Forwarded-For from an untrusted sender: every client behind it shares the limit', async () => {
    platform = await createTestPlatform({ rateCaptchaPerMinute: 2 });
    expect(await limited('203.0.113.1', 2)).toEqual([false, false]);
    expect(await limited('203.0.113.2', 1)).toEqual([true]);
  });
});
