/**
 * What the webcam video page (issue 29 §5) can do with a camera's URL. Only http(s) is ever
 * handed to the browser, and only as a media source: HLS (.m3u8) through hls.js or the browser's
 * own HLS, other http(s) URLs as plain video (mp4, webm). rtsp, rtmp and any other scheme need a
 * stream gateway that re-publishes them as HLS. A path of the console's own server
 * ('/media/…') is resolved against its origin.
 */

export type StreamSource =
  | { kind: 'hls'; url: string }
  | { kind: 'video'; url: string }
  /** a scheme no browser plays (rtsp, rtmp, …): lower case, without the colon */
  | { kind: 'gateway'; scheme: string }
  | { kind: 'invalid' };

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

export function classifyStreamUrl(raw: string, origin: string): StreamSource {
  const text = raw.trim();
  // blanks inside, or a protocol-relative '//host' (another origin without saying so)
  if (!text || /\s/.test(text) || text.startsWith('//')) return { kind: 'invalid' };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') {
    // 'rtsp://cam/1' names a stream; 'javascript:…' or 'data:…' is no stream at all
    return /^[a-z][a-z0-9+.-]*:\/\/[^/\s]+/i.test(text) ? { kind: 'gateway', scheme } : { kind: 'invalid' };
  }
  // 'http:x' would resolve against the console's origin: a stream URL spells out '//'
  if (scheme ? !/^https?:\/\//i.test(text) : !text.startsWith('/')) return { kind: 'invalid' };
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return { kind: 'invalid' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return { kind: 'invalid' };
  const href = url.href;
  return /\.m3u8$/i.test(url.pathname) ? { kind: 'hls', url: href } : { kind: 'video', url: href };
}
