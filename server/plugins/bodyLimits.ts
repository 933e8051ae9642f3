/**
 * How much body each /api route may receive, decided when the route is declared. A route takes
 * files only when it says so (`acceptsFiles(n)`); every other route gets a small body and a
 * multipart reader that refuses any file part. The guard refuses a too-large `Content-Length`
 * before a byte of the body is read; Fastify stops a JSON or urlencoded stream at the limit, and
 * busboy's part limits bound a multipart body sent without a length.
 */
import type { RouteOptions } from 'fastify';
import type { PlatformConfig } from '../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route takes up to `files` uploaded files (multipart), each at most `maxBytes` (default: the platform's uploadMaxBytes) */
    upload?: { files: number; maxBytes?: number };
  }
}

/** Route options of a route that takes up to `files` files, each at most `maxBytes` when it has its own limit. */
export function acceptsFiles(files: number, maxBytes?: number): { config: { upload: { files: number; maxBytes?: number } } } {
  return { config: { upload: maxBytes === undefined ? { files } : { files, maxBytes } } };
}

/** Routes whose whole body is known to be tiny (a login is a few hundred bytes). */
export const SMALL_BODY_ROUTES: Readonly<Record<string, number>> = {
  '/api/auth/login': 4 * 1024,
  '/api/auth/forgetpassword': 4 * 1024,
  '/api/sms/code': 2 * 1024,
  '/api/sms/codewithauth': 2 * 1024,
  // the registration's fields (the password SM2-encrypted): well under 4 KB
  '/api/role/registered': 4 * 1024,
  '/api/registered/angent': 4 * 1024,
};

const MULTIPART_FIELDS = 200;

/** Sets `bodyLimit` (a route's own, as the devices' ingestion declares, else the defaults) and the multipart limits of one route (an onRoute hook). */
export function applyBodyLimits(route: RouteOptions, config: Pick<PlatformConfig, 'apiBodyLimitBytes' | 'uploadMaxBytes'>): void {
  const files = route.config?.upload?.files ?? 0;
  const fileSize = route.config?.upload?.maxBytes ?? config.uploadMaxBytes;
  const fieldsLimit = route.bodyLimit ?? SMALL_BODY_ROUTES[route.url] ?? config.apiBodyLimitBytes;
  route.bodyLimit = fieldsLimit + files * fileSize;
  route.config = {
    ...route.config,
    multipartOptions: {
      limits: { files, fileSize: files ? fileSize : 0, fields: MULTIPART_FIELDS, fieldSize: fieldsLimit, parts: MULTIPART_FIELDS + files },
    },
  };
}
