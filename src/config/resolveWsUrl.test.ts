import { resolveWsUrl } from './resolveWsUrl';

describe('resolveWsUrl', () => {
  it.each([
    ['/ws', 'http:', 'console.example:8080', 'ws://console.example:8080/ws'],
    ['/ws', 'https:', 'console.example', 'wss://console.example/ws'],
    ['/ws?x=1', 'https:', 'console.example', 'wss://console.example/ws?x=1'],
    ['ws', 'http:', 'h', 'ws://h/ws'],
    ['wss://push.example/socket', 'http:', 'h', 'wss://push.example/socket'],
    ['ws://push.example/socket', 'https:', 'h', 'ws://push.example/socket'],
    ['https://push.example/socket', 'http:', 'h', 'wss://push.example/socket'],
    ['http://push.example/socket', 'https:', 'h', 'ws://push.example/socket'],
  ])('%s on %s//%s → %s', (wsUrl, protocol, host, expected) => {
    expect(resolveWsUrl({ wsUrl }, { protocol, host })).toBe(expected);
  });
});
