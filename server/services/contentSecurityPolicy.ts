/**
 * The console's Content-Security-Policy (issue 10 §6): scripts only from its own origin, network
 * only to itself and its socket, images also from a configured tile server, frames only from itself
 * and the configured origins. Pure: plugins/securityHeaders.ts hands the directives to helmet.
 */

export interface CspSettings {
  /** config wsUrl: '/ws' or an absolute ws(s):// URL */
  wsUrl: string;
  /** config tileUrl: '' (the offline basemap: nothing to allow), or a relative or absolute template ('https://{s}.tile.example/{z}/{x}/{y}.png') */
  tileUrl: string;
  /** config frameSources: origins announcements with URL content may show in a frame */
  frameSources: readonly string[];
  /** config mediaSources: origins of camera streams the webcam video page plays (issue 29 §5); absent: none but its own */
  mediaSources?: readonly string[];
}

/** A directive's value: a source, or one computed per request (helmet calls it with the raw request). */
export type CspSource = string | ((request: { headers: { host?: string } }) => string);

export type CspDirectives = Record<string, CspSource[]>;

const HOST = /^(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;
const SOURCE_HOST = /^(?:\*\.)?(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+(?::(?:\d{1,5}|\*))?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;
const ABSOLUTE = /^(?:([A-Za-z][A-Za-z0-9+.-]*):)?\/\/([^/?#]*)/;

/**
 * The CSP source of an absolute URL or URL template, or null for a relative one (already 'self').
 * A placeholder as the first host label becomes the CSP wildcard ('https://{s}.tile.example/…' →
 * 'https://*.tile.example'); one anywhere else cannot be expressed and stops the start.
 */
export function sourceOf(url: string, setting: string): string | null {
  const match = ABSOLUTE.exec(url.trim());
  if (!match) return null;
  const [, scheme, rawHost = ''] = match;
  const host = rawHost.replace(/^\{[^}]*\}\./, '*.');
  if (!SOURCE_HOST.test(host)) {
    throw new Error(`${setting}: cannot allow '${url}' in the Content-Security-Policy (host '${rawHost}' is not a plain host name)`);
  }
  return scheme ? `${scheme.toLowerCase()}://${host}` : host;
}

/** An extra frame or media origin: 'https://docs.example', 'https://*.example:8443' or a bare host. */
function originSource(value: string, setting: string): string {
  const source = value.includes('//') ? sourceOf(value, setting) : SOURCE_HOST.test(value) ? value : null;
  if (!source) throw new Error(`${setting}: '${value}' is not an origin (e.g. https://docs.example.com)`);
  return source;
}

/**
 * ws:/wss: of the host the browser asked for. `connect-src 'self'` covers the console's own socket
 * only in CSP 3 browsers; older Safari needs the ws(s) origin spelt out. The Host header is checked
 * so that it cannot add anything but a host to the policy.
 */
export function ownSocketSource(scheme: 'ws' | 'wss') {
  return (request: { headers: { host?: string } }): string => {
    const host = request.headers.host ?? '';
    return HOST.test(host) ? `${scheme}://${host}` : "'self'";
  };
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

export function cspDirectives(settings: CspSettings): CspDirectives {
  const socket = sourceOf(settings.wsUrl, 'WS_URL');
  const tiles = sourceOf(settings.tileUrl, 'TILE_URL');
  const frames = settings.frameSources.map((value) => originSource(value, 'CSP_FRAME_SOURCES'));
  const media = (settings.mediaSources ?? []).map((value) => originSource(value, 'CSP_MEDIA_SOURCES'));
  const extra = (...sources: Array<string | null>) => unique(sources.filter((s): s is string => s !== null));
  return {
    'default-src': ["'self'"],
    // No inline script anywhere: the build's index.html loads modules only. 'unsafe-eval' because
    // ajv compiles each validator with new Function(), and the console compiles the schemas it
    // fetches at run time (GET /api/schemas), so they cannot be precompiled at build time.
    'script-src': ["'self'", "'unsafe-eval'"],
    'script-src-attr': ["'none'"],
    // emotion (MUI) injects <style> elements at run time without a nonce: see the README's Security section
    'style-src': ["'self'", "'unsafe-inline'"],
    // the captcha and QR codes are data: SVGs, file previews are blob: URLs, map tiles may be remote
    // (Leaflet loads tiles as <img>: the tile server needs no connect-src)
    'img-src': ["'self'", 'data:', 'blob:', ...extra(tiles)],
    'font-src': ["'self'", 'data:'],
    // hls.js reads a camera's playlist and segments with fetch: the configured stream origins
    'connect-src': ["'self'", ownSocketSource('ws'), ownSocketSource('wss'), ...extra(socket, ...media)],
    // the webcam video page (issue 29 §5): the own sample stream, hls.js's MediaSource (blob:), configured camera origins
    'media-src': ["'self'", 'blob:', ...extra(...media)],
    // announcements whose contentType is not 1 show their URL in a frame (spec): own files, plus configured origins
    'frame-src': ["'self'", ...extra(...frames)],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}
