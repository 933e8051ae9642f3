// databaseTests.ts: engine-neutral (the limits count in memory or Redis; the platform is only a server to ask)
import Fastify from 'fastify';
import { ApiStatus } from '../../src/lib/contract';
import { MEMORY, resolveConfig } from '../config';
import { createTestPlatform, signedInject, type TestPlatform } from '../../test/support/testPlatform';
import configPlugin from './config';
import envelopePlugin from './envelope';
import rateLimitPlugin, { rateLimits } from './rateLimit';
import redisPlugin from './redis';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await createTestPlatform();
});
afterEach(() => platform.close());

/** An attacker's request: no signature, so only a limit that runs before the guard can answer 429. */
const raw = (method: 'GET' | 'POST', url: string, remoteAddress: string, lang = 'en') =>
  platform.app.inject({ method, url, remoteAddress, headers: { lang } });

async function flood(times: number, method: 'GET' | 'POST', url: string, remoteAddress: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < times; i += 1) codes.push((await raw(method, url, remoteAddress)).statusCode);
  return codes;
}

describe('per-IP rate limits', () => {
  it('has defaults a real user never meets, one per guessable route, registration included', () => {
    expect(rateLimits(resolveConfig())).toEqual({
      login: { max: 10, timeWindow: 60_000 },
      captcha: { max: 30, timeWindow: 60_000 },
      sms: { max: 10, timeWindow: 3_600_000 },
      forgetPassword: { max: 10, timeWindow: 3_600_000 },
      register: { max: 10, timeWindow: 3_600_000 },
      ingest: { max: 3000, timeWindow: 60_000 },
    });
  });

  it('shares 10 registrations an hour per IP between the two registration routes, once the platform serves them', async () => {
    const app = Fastify();
    try {
      await app.register(configPlugin, { config: resolveConfig({ dataDir: MEMORY, logger: false, rateLimitDelayMs: 0 }) });
      await app.register(envelopePlugin);
      await app.register(redisPlugin);
      await app.register(rateLimitPlugin);
      app.post('/api/registered/angent', async (_request, reply) => reply.ok());
      app.post('/api/role/registered', async (_request, reply) => reply.ok());
      const post = async (url: string) => app.inject({ method: 'POST', url, remoteAddress: '198.51.100.14', headers: { lang: 'en' } });
      for (let i = 0; i < 6; i += 1) expect((await post('/api/registered/angent')).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await post('/api/role/registered')).statusCode).toBe(200);
      const refused = await post('/api/registered/angent');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('3600');
      expect((await post('/api/role/registered')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('refuses the 11th login in a minute from one IP with 429, Retry-After and a message in its language, before the guard', async () => {
    const codes = await flood(10, 'POST', '/api/auth/login', '198.51.100.7');
    expect(codes).not.toContain(429);
    const refused = await raw('POST', '/api/auth/login', '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ status: ApiStatus.failed, message: 'Too many attempts, please try again in 60 seconds' });
    // a correctly signed login from that IP is refused too, before its password is checked
    const signed = await signedInject(platform, {
      method: 'POST',
      url: '/auth/login',
      form: { username: 'admin0001', password: 'x' },
      remoteAddress: '198.51.100.7',
      lang: 'zh-CN',
    });
    expect(signed.statusCode).toBe(429);
    expect(signed.envelope.message).toBe('尝试次数过多，请 60 秒后再试');
    expect((await raw('POST', '/api/auth/login', '198.51.100.7', 'zh-TW')).json()).toMatchObject({ message: '嘗試次數過多，請 60 秒後再試' });

    // another IP is not affected
    expect((await raw('POST', '/api/auth/login', '198.51.100.8')).statusCode).not.toBe(429);
    platform.clock.advance(59);
    const last = await raw('POST', '/api/auth/login', '198.51.100.7');
    expect(last.headers['retry-after']).toBe('1');
    expect(last.json()).toMatchObject({ message: 'Too many attempts, please try again in 1 second' });
    platform.clock.advance(1);
    expect((await raw('POST', '/api/auth/login', '198.51.100.7')).statusCode).not.toBe(429);
  });

  it('holds a refusal back RATE_LIMIT_DELAY_MS before answering 429, so a guessing loop slows to that pace', async () => {
    await platform.close();
    platform = await createTestPlatform({ rateLoginPerMinute: 1, rateLimitDelayMs: 500 });
    expect((await raw('POST', '/api/auth/login', '198.51.100.7')).statusCode).not.toBe(429);
    const refused = raw('POST', '/api/auth/login', '198.51.100.7');
    const early = await Promise.race([refused.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('held'), 150))]);
    expect(early).toBe('held');
    expect((await refused).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64', async () => {
    await flood(10, 'POST', '/api/auth/login', '2001:db8:1:2::a');
    expect((await raw('POST', '/api/auth/login', '2001:db8:1:2::b')).statusCode).toBe(429);
    expect((await raw('POST', '/api/auth/login', '2001:db8:1:3::a')).statusCode).not.toBe(429);
  });

  it('allows 30 captchas a minute per IP, HEAD requests included', async () => {
    const codes = await flood(29, 'GET', '/api/auth/captcha?username=admin0001', '198.51.100.9');
    // HEAD runs the GET handler (a new captcha each time): it counts the same
    codes.push((await platform.app.inject({ method: 'HEAD', url: '/api/auth/captcha?username=admin0001', remoteAddress: '198.51.100.9' })).statusCode);
    expect(codes).not.toContain(429);
    expect((await raw('GET', '/api/auth/captcha?username=admin0001', '198.51.100.9')).statusCode).toBe(429);
    const other = await signedInject(platform, { method: 'GET', url: '/auth/captcha', query: { username: 'admin0001' }, remoteAddress: '198.51.100.10' });
    expect(other.envelope.status).toBe(ApiStatus.ok);
  });

  it('shares 10 SMS requests an hour per IP between /sms/code and /sms/codewithauth', async () => {
    await flood(6, 'POST', '/api/sms/code', '198.51.100.11');
    const codes = await flood(4, 'POST', '/api/sms/codewithauth', '198.51.100.11');
    expect(codes).not.toContain(429);
    expect((await raw('POST', '/api/sms/code', '198.51.100.11')).statusCode).toBe(429);
    expect((await raw('POST', '/api/sms/codewithauth', '198.51.100.11')).headers['retry-after']).toBe('3600');
  });

  it('allows 10 forgotten-password attempts an hour per IP', async () => {
    await flood(10, 'POST', '/api/auth/forgetpassword', '198.51.100.12');
    expect((await raw('POST', '/api/auth/forgetpassword', '198.51.100.12')).statusCode).toBe(429);
    platform.clock.advance(3600);
    expect((await raw('POST', '/api/auth/forgetpassword', '198.51.100.12')).statusCode).not.toBe(429);
  });

  it('leaves other routes alone', async () => {
    const codes = await flood(40, 'GET', '/api/auth/info', '198.51.100.13');
    expect(codes).not.toContain(429);
  });
});
