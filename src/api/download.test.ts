// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ConsoleConfig } from '../lib/contract';
import { configureApi } from './client';
import { DOWNLOAD_FAILED, downloadFile, upgradeToHttps } from './download';
import { session } from './session';
import { subscribeToasts, type Toast } from './toast';

describe('upgradeToHttps', () => {
  it.each([
    ['http://files.example/a.pdf', 'https:', 'https://files.example/a.pdf'],
    ['HTTP://files.example/a.pdf', 'https:', 'https://files.example/a.pdf'],
    ['http://files.example/a.pdf', 'http:', 'http://files.example/a.pdf'],
    ['https://files.example/a.pdf', 'https:', 'https://files.example/a.pdf'],
    ['/api/files/a.pdf', 'https:', '/api/files/a.pdf'],
    ['ftp://files.example/a.pdf', 'https:', 'ftp://files.example/a.pdf'],
  ])('%s on %s → %s', (url, protocol, expected) => {
    expect(upgradeToHttps(url, protocol)).toBe(expected);
  });
});

describe('downloadFile', () => {
  const BASE = 'http://localhost:3000/api';
  const config: ConsoleConfig = {
    apiBase: BASE,
    wsUrl: '/ws',
    env: 'development',
    sm2PublicKey: 'a'.repeat(128),
    signing: { hash: 'md5', salts: { request: 'r', chart: 'c' } },
    tileUrl: '/t/{z}/{x}/{y}',
    tileCoordSystem: 'wgs84',
  };
  const server = setupServer();
  let toasts: Toast[] = [];
  let clicked: Array<{ href: string; download: string }> = [];

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    configureApi(config, { getLang: () => 'en', onSessionLost: vi.fn() });
    session.set({ token: 'tok', username: 'admin0001' });
    toasts = [];
    clicked = [];
    onTestFinished(subscribeToasts((t) => toasts.push(t)));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:mock'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    server.resetHandlers();
    session.clear();
  });

  it('saves an API file under the default name, signed', async () => {
    let token: string | null = null;
    server.use(
      http.get(`${BASE}/files/report`, ({ request }) => {
        token = request.headers.get('X-Token');
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    await downloadFile(`${BASE}/files/report`);
    expect(clicked).toEqual([{ href: 'blob:mock', download: 'download.pdf' }]);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    expect(toasts).toEqual([]);
  });

  it.each([
    ['an API path', '/files/report'],
    ['a site path under the API base', '/api/files/report'],
  ])('fetches %s through the API base', async (_name, url) => {
    const seen = vi.fn();
    server.use(http.get(`${BASE}/files/report`, () => (seen(), new HttpResponse('pdf', { headers: { 'Content-Type': 'application/pdf' } }))));
    await downloadFile(url, 'r.pdf');
    expect(seen).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([{ href: 'blob:mock', download: 'r.pdf' }]);
  });

  it('sends no token headers to another host', async () => {
    let token: string | null = 'unset';
    server.use(
      http.get('http://cdn.example/a.xlsx', ({ request }) => {
        token = request.headers.get('X-Token');
        return new HttpResponse('x', { headers: { 'Content-Type': 'application/octet-stream' } });
      }),
    );
    await downloadFile('http://cdn.example/a.xlsx', 'a.xlsx');
    expect(token).toBeNull();
    expect(clicked).toEqual([{ href: 'blob:mock', download: 'a.xlsx' }]);
  });

  it.each([
    ['a 404', () => new HttpResponse('missing', { status: 404 })],
    ['a JSON error envelope', () => HttpResponse.json({ status: '-6', message: 'gone' })],
    ['a network error', () => HttpResponse.error()],
  ])('shows the download-failed toast once on %s and rejects', async (_name, answer) => {
    server.use(http.get(`${BASE}/files/bad`, answer));
    await expect(downloadFile(`${BASE}/files/bad`)).rejects.toBeInstanceOf(Error);
    expect(toasts.map((t) => t.message)).toEqual([DOWNLOAD_FAILED]);
    expect(clicked).toEqual([]);
  });
});
