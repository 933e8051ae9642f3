/**
 * The built console from STATIC_DIR with the SPA fallback: a GET of a console route (not /api,
 * /ws or /config.json, not an existing file) gets index.html (no-cache). Hashed /assets are
 * cached for a year. A missing file is a plain 404, never index.html served as JavaScript or
 * JSON (issue 26 §3): anything under a folder of the build (/assets, /basemap, /logos …) and any
 * path whose last segment has a file extension (/nope.json); console routes have neither.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { ApiStatus } from '../../src/lib/contract';

const LONG_CACHE = 'public, max-age=31536000, immutable';

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Console not built</title></head>
<body style="font-family: sans-serif; padding: 2rem">
<h1>The console is not built yet</h1>
<p>Run <code>npm run build</code>, then reload this page. (控制台尚未构建：请先运行 <code>npm run build</code>。)</p>
<p>The API is up at <code>/api</code>; the console settings are at <a href="/config.json">/config.json</a>.</p>
</body></html>`;

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The build's top folders ('/assets', '/basemap' …), read once; none while it is not built. */
function staticFolders(root: string): string[] {
  try {
    return readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `/${entry.name}`);
  } catch {
    return [];
  }
}

/** 'nope.json', 'app.js.map': a last segment with an extension names a file, not a console route. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

export default fp(
  async (app) => {
    const root = app.config.staticDir;
    const folders = [...new Set(['/assets', ...staticFolders(root)])];
    const assets = path.join(root, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      // the build writes .br/.gz beside each asset (vite.config.ts): no per-request compression
      preCompressed: true,
      cacheControl: false,
      setHeaders(response, filePath) {
        response.setHeader('cache-control', filePath.startsWith(assets) ? LONG_CACHE : 'no-cache');
      },
    });

    const sendIndex = (reply: FastifyReply) => {
      if (!existsSync(path.join(root, 'index.html'))) {
        return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
      }
      return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
    };

    // '/' is a directory to the static handler (403); the console's home page is index.html.
    app.get('/', (_request, reply) => sendIndex(reply));

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (under(pathname, '/api')) return reply.fail(ApiStatus.notFound, 'apiNotFound');
      const spa = (request.method === 'GET' || request.method === 'HEAD') && !under(pathname, '/ws') && pathname !== '/config.json';
      const file = FILE_NAME.test(pathname) || folders.some((folder) => under(pathname, folder));
      if (spa && !file) return sendIndex(reply);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'platform-static', fastify: '5.x', dependencies: ['platform-config', 'platform-envelope'] },
);
