// A real document, served over https, so that js-cookie writes real cookie strings.
// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://console.example/index"}
import { COOKIE_DAYS, COOKIE_NAMES, cookieAttributes, cookies } from './cookies';

describe('cookie attributes', () => {
  it('are SameSite=Strict always, Secure only on https', () => {
    expect(cookieAttributes('http:')).toEqual({ expires: COOKIE_DAYS, path: '/', sameSite: 'Strict', secure: false });
    expect(cookieAttributes('https:')).toEqual({ expires: COOKIE_DAYS, path: '/', sameSite: 'Strict', secure: true });
    expect(cookieAttributes(undefined).secure).toBe(false);
  });
});

describe('the browser jar on https', () => {
  it('writes the session cookies with SameSite=Strict and Secure, and reads them back', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    // observe what reaches document.cookie, then let the real jar store it
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      descriptor.set!.call(this, value);
    });

    cookies.set(COOKIE_NAMES.token, 'tok-1');
    expect(written).toHaveLength(1);
    const attributes = written[0]!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes[0]).toBe('admin-token=tok-1');
    expect(attributes).toContain('samesite=strict');
    expect(attributes).toContain('secure');
    expect(attributes).toContain('path=/');
    expect(cookies.get(COOKIE_NAMES.token)).toBe('tok-1');

    cookies.remove(COOKIE_NAMES.token);
    expect(cookies.get(COOKIE_NAMES.token)).toBeUndefined();
  });
});
