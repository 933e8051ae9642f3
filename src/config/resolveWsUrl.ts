import type { ConsoleConfig } from '../lib/contract';

/**
 * The socket address: an absolute ws(s): URL as it is, an http(s): URL switched to ws(s):,
 * and a path ('/ws') on the console's own host, wss: when the page is https:.
 */
export function resolveWsUrl(
  config: Pick<ConsoleConfig, 'wsUrl'>,
  location: { protocol: string; host: string },
): string {
  const secure = location.protocol === 'https:';
  const url = new URL(config.wsUrl, `${secure ? 'https:' : 'http:'}//${location.host}/`);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  return url.toString();
}
