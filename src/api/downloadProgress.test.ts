// @vitest-environment jsdom
/** downloadFile's options (issue 12 §3 "Export … with progress"): signed query, progress, cancel, silence. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { gzipSync } from 'node:zlib';
import type { ConsoleConfig } from '../lib/contract';
import { configureApi } from './client';
import { downloadFile } from './download';
import type { DownloadProgress } from './requestOptions';
import { session } from './session';
import { subscribeToasts, type Toast } from './toast';

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
let saved: Blob[] = [];

/** A streamed answer of `chunks` pieces of `size` bytes. */
function streamed(chunks: number, size: number, headers: Record<string, string>) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < chunks; i++) controller.enqueue(new Uint8Array(size).fill(65 + i));
      controller.close();
    },
  });
  return new HttpResponse(body, { headers });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  configureApi(config, { getLang: () => 'en', onSessionLost: vi.fn() });
  session.set({ token: 'tok', username: 'admin0001' });
  toasts = [];
  saved = [];
  onTestFinished(subscribeToasts((t) => toasts.push(t)));
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => (saved.push(blob), 'blob:mock')),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  session.clear();
});

describe('downloadFile with options', () => {
  it('sends the query signed, reports the bytes against the length, and saves the whole file', async () => {
    let query = '';
    let sign: string | null = null;
    server.use(
      http.get(`${BASE}/readings/7/export`, ({ request }) => {
        query = new URL(request.url).search;
        sign = request.headers.get('sign');
        return streamed(3, 1000, { 'Content-Type': 'text/csv', 'Content-Length': '3000' });
      }),
    );
    const progress: DownloadProgress[] = [];
    await downloadFile('/readings/7/export', 'r.csv', { params: { start: 1, end: 2, format: 'csv' }, onProgress: (p) => progress.push(p) });
    expect(query).toBe('?start=1&end=2&format=csv');
    expect(sign).toMatch(/^[0-9a-f]{32}$/);
    expect(progress.at(0)).toEqual({ loaded: 0, total: 3000 });
    expect(progress.at(-1)).toEqual({ loaded: 3000, total: 3000 });
    expect(progress.map((p) => p.loaded)).toEqual([...progress.map((p) => p.loaded)].sort((a, b) => a - b));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.size).toBe(3000);
    expect(await saved[0]!.slice(0, 1).text()).toBe('A');
  });

  it('has no total without a length, or when the answer is compressed', async () => {
    server.use(
      http.get(`${BASE}/a`, () => streamed(2, 10, { 'Content-Type': 'text/csv' })),
      http.get(`${BASE}/b`, () => {
        const packed = gzipSync(new Uint8Array(20).fill(66));
        return new HttpResponse(packed, { headers: { 'Content-Type': 'text/csv', 'Content-Length': String(packed.byteLength), 'Content-Encoding': 'gzip' } });
      }),
    );
    for (const path of ['/a', '/b']) {
      const progress: DownloadProgress[] = [];
      await downloadFile(path, 'x.csv', { onProgress: (p) => progress.push(p) });
      expect(progress.every((p) => p.total === null)).toBe(true);
      expect(progress.at(-1)?.loaded).toBe(20);
    }
  });

  it('rejects a cancelled download without a toast, and a silent failure without one', async () => {
    server.use(
      http.get(`${BASE}/slow`, async () => {
        await new Promise((r) => setTimeout(r, 200));
        return streamed(1, 10, { 'Content-Type': 'text/csv' });
      }),
      http.get(`${BASE}/bad`, () => HttpResponse.json({ status: '0', message: 'no such device' })),
    );
    const controller = new AbortController();
    const pending = downloadFile('/slow', 'x.csv', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'CanceledError' });
    await expect(downloadFile('/bad', 'x.csv', { silent: true })).rejects.toMatchObject({ name: 'ApiError', message: 'no such device' });
    expect(toasts).toEqual([]);
    expect(saved).toEqual([]);
  });
});
