// databaseTests.ts: engine-neutral (response headers; the platform is only a server to ask)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestPlatform, loginAs, signedInject, type TestPlatform } from '../../test/support/testPlatform';

let dist: string;
let platform: TestPlatform;

/** 'a b; c d' → { a: ['b'], c: ['d'] } */
function parseCsp(header: unknown): Record<string, string[]> {
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name] = sources;
  }
  return directives;
}

/** What every answer of the platform must carry, whatever produced it. */
function expectSecurityHeaders(headers: Record<string, unknown>, what: string): Record<string, string[]> {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('same-origin');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  const csp = parseCsp(headers['content-security-policy']);
  expect(csp['default-src'], what).toEqual(["'self'"]);
  // only scripts of the console's origin, never inline ones (eval: see contentSecurityPolicy.ts)
  expect(csp['script-src'], what).toEqual(["'self'", "'unsafe-eval'"]);
  expect(csp['frame-ancestors'], what).toEqual(["'self'"]);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  return csp;
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  platform = await createTestPlatform({
    staticDir: dist,
    tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
    wsUrl: 'wss://alarm.example:8443/ws',
    frameSources: ['https://docs.example'],
  });
});
afterAll(async () => {
  await platform.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('are on the console, an SPA route, a hashed asset and /config.json', async () => {
    for (const url of ['/', '/login?redirect=%2Findex', '/device/list', '/assets/index-abc123.js', '/config.json']) {
      const response = await platform.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response.headers, url);
    }
  });

  it('are on /api answers: success, refused signature, unknown path', async () => {
    const { session } = await loginAs(platform, 'admin0001');
    const info = await signedInject(platform, { method: 'GET', url: '/auth/info', session });
    expect(info.envelope.status).toBe('1');
    expectSecurityHeaders(info.headers, 'GET /api/auth/info');

    const unsigned = await platform.app.inject({ method: 'GET', url: '/api/auth/info' });
    expect(unsigned.statusCode).toBe(401);
    expectSecurityHeaders(unsigned.headers, 'unsigned /api/auth/info');

    const missing = await signedInject(platform, { method: 'GET', url: '/no-such-call', session });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers, 'unknown /api path');
  });

  it('let the console reach only itself and its socket, load images also from the tile server, and frame only configured origins', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/', headers: { host: 'console.example:8080' } });
    const csp = expectSecurityHeaders(response.headers, '/');
    expect(csp['connect-src']).toEqual([
      "'self'",
      'ws://console.example:8080',
      'wss://console.example:8080',
      'wss://alarm.example:8443',
    ]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://docs.example']);
    // emotion's runtime <style> elements need it; scripts never get it
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('put nothing but a host from the Host header into the policy', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/', headers: { host: "evil.example; script-src 'unsafe-inline'" } });
    const csp = expectSecurityHeaders(response.headers, 'hostile Host');
    expect(String(response.headers['content-security-policy'])).not.toContain('evil');
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
    expect(csp['connect-src']).toEqual(["'self'", "'self'", "'self'", 'wss://alarm.example:8443']);
  });
});

describe('security header settings', () => {
  it('refuse to start on a frame source or tile template the policy cannot express', async () => {
    await expect(createTestPlatform({ frameSources: ["https://docs.example 'unsafe-inline'"] })).rejects.toThrow(/CSP_FRAME_SOURCES/);
    await expect(createTestPlatform({ tileUrl: 'https://tiles.{s}.example/{z}/{x}/{y}.png' })).rejects.toThrow(/TILE_URL/);
  });

  it('allow nothing extra with the defaults (the offline basemap, the own socket)', async () => {
    const defaults = await createTestPlatform();
    try {
      expect(defaults.config.tileUrl).toBe('');
      const response = await defaults.app.inject({ method: 'GET', url: '/config.json' });
      const csp = expectSecurityHeaders(response.headers, '/config.json');
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp['connect-src']).toEqual(["'self'", 'ws://localhost:80', 'wss://localhost:80']);
      expect(csp['frame-src']).toEqual(["'self'"]);
    } finally {
      await defaults.close();
    }
  });
});
