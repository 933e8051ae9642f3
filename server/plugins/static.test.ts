// databaseTests.ts: engine-neutral (the built files on disk; the platform is only a server to ask)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ConsoleConfig } from '../../src/lib/contract';
import { ApiStatus } from '../../src/lib/contract';
import { createTestPlatform, type TestPlatform } from '../../test/support/testPlatform';

let dist: string;
let platform: TestPlatform;
const INDEX = '<!doctype html><html><body><div id="root"></div>' + ' '.repeat(2048) + '</body></html>';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dist, 'favicon.ico'), 'icon');
  mkdirSync(path.join(dist, 'basemap'));
  writeFileSync(path.join(dist, 'basemap', 'countries.json'), '{"type":"FeatureCollection","features":[]}');
  platform = await createTestPlatform({ staticDir: dist, signHash: 'sm3', consoleEnv: 'cmhk', tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', tileCoordSystem: 'gcj02' });
});
afterAll(async () => {
  await platform.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /config.json', () => {
  it('serves the ConsoleConfig, never cached', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<ConsoleConfig>();
    expect(body).toEqual({
      apiBase: '/api',
      wsUrl: '/ws',
      env: 'cmhk',
      sm2PublicKey: platform.app.keys.publicKey,
      signing: { hash: 'sm3', salts: platform.config.signing.salts },
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      tileCoordSystem: 'gcj02',
    });
    expect(body.sm2PublicKey).toMatch(/^04[0-9a-f]{128}$/);
  });
});

describe('the built console', () => {
  it('answers any other GET with index.html (SPA fallback), not cached', async () => {
    for (const url of ['/', '/device/list', '/redirect/device/list?x=1', '/login?redirect=%2Findex']) {
      const response = await platform.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves files, hashed assets with a long cache, and compresses', async () => {
    const asset = await platform.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await platform.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    const gz = await platform.app.inject({ method: 'GET', url: '/device/list', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX);
  });

  it('does not answer a missing asset, /ws or an unknown /api path with index.html', async () => {
    expect((await platform.app.inject({ method: 'GET', url: '/assets/missing-000.js' })).statusCode).toBe(404);
    const api = await platform.app.inject({ method: 'GET', url: '/api/unknown/thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: ApiStatus.notFound });
    expect((await platform.app.inject({ method: 'POST', url: '/device/list' })).statusCode).toBe(404);
  });

  it('says to run the build when STATIC_DIR has no index.html', async () => {
    const empty = await createTestPlatform({ staticDir: path.join(dist, 'nowhere') });
    try {
      const response = await empty.app.inject({ method: 'GET', url: '/device/list' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('npm run build');
    } finally {
      await empty.close();
    }
  });
});

describe('a missing file (issue 26 §3)', () => {
  it('answers 404, not the console, under a folder of the build or with a file extension', async () => {
    for (const url of ['/basemap/nope.json', '/basemap/deep/nope.json', '/basemap', '/assets/nope.js', '/nope.json', '/device/list/app.js.map', '/logo.png?v=2']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await platform.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], url).not.toContain('text/html');
        expect(response.body).not.toContain('<div id="root">');
      }
    }
  });

  it('still serves the files that exist there, and the console for its routes', async () => {
    const file = await platform.app.inject({ method: 'GET', url: '/basemap/countries.json' });
    expect(file.statusCode).toBe(200);
    expect(file.json()).toEqual({ type: 'FeatureCollection', features: [] });
    for (const url of ['/device/detail/12', '/map/carmonitor/fullscreen', '/alarm/session?id=3', '/basemapping']) {
      const response = await platform.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
    }
  });
});
