/**
 * The real reference platform, in-process, behind the console's real api client: an msw server
 * forwards every request for http://platform.test/… into `platform.app.inject(…)` (method, path
 * and query, headers, raw body bytes, so multipart survives) and hands the answer back.
 * Unknown origins fail the test (`onUnhandledRequest: 'error'`).
 */
import { http, HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { createTestPlatform } from './testPlatform';
import type { ConsoleConfig } from '../../src/lib/contract';

export const PLATFORM_ORIGIN = 'http://platform.test';
export const PLATFORM_API = `${PLATFORM_ORIGIN}/api`;

export type TestPlatform = Awaited<ReturnType<typeof createTestPlatform>>;
export type PlatformOverrides = Parameters<typeof createTestPlatform>[0];

export interface ForwardedCall {
  method: string;
  /** path without the query, e.g. '/api/auth/token' */
  path: string;
  status: number;
  /** the request body as text (multipart included), '' for none */
  body: string;
}

export interface PlatformHarness {
  platform: TestPlatform;
  server: SetupServer;
  /** the platform's /config.json, with the API base made absolute for Node */
  config: ConsoleConfig;
  /** every request that reached the platform, in order */
  calls: ForwardedCall[];
  /** how many requests reached `method` `apiPath` (relative to /api) */
  count(method: string, apiPath: string): number;
  close(): Promise<void>;
}

/** Headers not forwarded: inject sets its own length; no compression inside the process. */
const DROPPED = new Set(['content-length', 'accept-encoding', 'connection', 'transfer-encoding']);

function toHeaders(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || DROPPED.has(name.toLowerCase())) continue;
    for (const one of [value].flat()) headers.append(name, String(one));
  }
  return headers;
}

export async function startPlatformServer(overrides?: PlatformOverrides): Promise<PlatformHarness> {
  const platform = await createTestPlatform(overrides);
  const calls: ForwardedCall[] = [];

  const server = setupServer(
    http.all(`${PLATFORM_ORIGIN}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        if (!DROPPED.has(name)) headers[name] = value;
      });
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
      const answer = await platform.app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers,
        ...(body && body.length > 0 ? { payload: body } : {}),
      });
      calls.push({ method: request.method, path: url.pathname, status: answer.statusCode, body: body?.toString('utf8') ?? '' });
      return new HttpResponse(answer.rawPayload, {
        status: answer.statusCode,
        headers: toHeaders(answer.headers as Record<string, string | string[] | number | undefined>),
      });
    }),
  );
  server.listen({ onUnhandledRequest: 'error' });

  const served = await platform.app.inject({ method: 'GET', url: '/config.json' });
  const config = { ...(served.json() as ConsoleConfig), apiBase: PLATFORM_API };

  return {
    platform,
    server,
    config,
    calls,
    count: (method, apiPath) => calls.filter((c) => c.method === method.toUpperCase() && c.path === `/api${apiPath}`).length,
    async close() {
      server.close();
      await platform.close();
    },
  };
}
