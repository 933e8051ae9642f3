import { originAllowed, readTicket } from './socketAdmission';

describe('originAllowed', () => {
  const configured = ['https://ops.example.com'];

  it.each([
    ['no Origin (a non-browser client, still needs a ticket)', undefined, 'console.example.com'],
    ['the host the page came from', 'http://console.example.com:8080', 'console.example.com:8080'],
    ['the same host over https behind a TLS proxy', 'https://console.example.com', 'console.example.com'],
    ['a default port the browser left out of Origin', 'https://console.example.com', 'console.example.com:443'],
    ['a configured origin', 'https://ops.example.com', 'console.example.com'],
    ['a host in another case', 'http://Console.Example.com', 'console.example.com'],
  ])('allows %s', (_name, origin, host) => {
    expect(originAllowed(origin, host, configured)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example', 'console.example.com'],
    ['a look-alike suffix', 'https://console.example.com.evil.example', 'console.example.com'],
    ['another port of the same host', 'http://console.example.com:9999', 'console.example.com:8080'],
    ["'null' (sandboxed frame, file:)", 'null', 'console.example.com'],
    ['a non-web scheme', 'chrome-extension://abc', 'abc'],
    ['garbage', '::', 'console.example.com'],
    ['a request without Host', 'http://console.example.com', undefined],
  ])('refuses %s', (_name, origin, host) => {
    expect(originAllowed(origin, host, configured)).toBe(false);
  });
});

describe('readTicket', () => {
  const sig = 'ab'.repeat(32);

  it('reads username, ts and a lowercased sig', () => {
    expect(readTicket({ username: ' operator01 ', ts: '1700000000', sig: sig.toUpperCase() })).toEqual({ username: 'operator01', ts: 1_700_000_000, sig });
  });

  it.each([
    ['no ts', { username: 'u', sig }],
    ['no sig', { username: 'u', ts: '1' }],
    ['no username', { ts: '1', sig }],
    ['a blank username', { username: '  ', ts: '1', sig }],
    ['a ts that is not digits', { username: 'u', ts: '1e9', sig }],
    ['a repeated ts', { username: 'u', ts: ['1', '2'], sig }],
    ['a sig that is not hex', { username: 'u', ts: '1', sig: 'z'.repeat(64) }],
    ['a short sig', { username: 'u', ts: '1', sig: 'ab' }],
  ])('refuses %s', (_name, query) => {
    expect(readTicket(query)).toBeUndefined();
  });
});
