import { describe, expect, it } from 'vitest';
import { detectLanguage, matchBrowserLanguage, pickTitle, showsLanguagePicker } from './language';

describe('detectLanguage (spec §9)', () => {
  it.each([
    [{ stored: 'en', env: 'cmhk', browserLanguages: ['zh-CN'] }, 'en', 'a stored language wins, even in cmhk'],
    [{ stored: 'zh-TW', env: 'development', browserLanguages: ['en-US'] }, 'zh-TW', 'stored zh-TW'],
    [{ stored: null, env: 'cmhk', browserLanguages: ['en-US'] }, 'zh-TW', 'cmhk is Traditional Chinese'],
    [{ stored: 'fr', env: 'cmhk', browserLanguages: ['en-US'] }, 'zh-TW', 'an unknown stored value is ignored'],
    [{ env: 'international', browserLanguages: ['en-GB', 'zh-CN'] }, 'en', 'browser English'],
    [{ env: 'production', browserLanguages: ['zh-HK'] }, 'zh-TW', 'browser Hong Kong Chinese'],
    [{ env: 'production', browserLanguages: ['zh-Hant-TW'] }, 'zh-TW', 'browser Hant script'],
    [{ env: 'production', browserLanguages: ['zh'] }, 'zh-CN', 'browser plain zh'],
    [{ env: 'production', browserLanguages: ['fr-FR', 'de'] }, 'zh-CN', 'nothing matches: default'],
    [{}, 'zh-CN', 'nothing at all: default'],
  ])('%j → %s (%s)', (sources, expected, _why) => {
    expect(detectLanguage(sources)).toBe(expected);
  });

  it('matches the first usable browser language in order', () => {
    expect(detectLanguage({ browserLanguages: ['fr', 'zh-TW', 'en'] })).toBe('zh-TW');
    expect(matchBrowserLanguage('EN-us')).toBe('en');
    expect(matchBrowserLanguage('english')).toBeUndefined();
  });
});

describe('pickTitle', () => {
  const title = [
    { lang: 'zh-CN', value: '设备' },
    { lang: 'zh-TW', value: '設備' },
    { lang: 'en', value: 'Device' },
  ];
  it('shows the current language', () => {
    expect(pickTitle(title, 'en', 'x')).toBe('Device');
    expect(pickTitle(title, 'zh-TW', 'x')).toBe('設備');
  });
  it('falls back to zh-CN, then the first, then the fallback', () => {
    expect(pickTitle([{ lang: 'zh-CN', value: '设备' }], 'en', 'x')).toBe('设备');
    expect(pickTitle([{ lang: 'fr', value: 'Appareil' }], 'en', 'x')).toBe('Appareil');
    expect(pickTitle([], 'en', 'x')).toBe('x');
    expect(pickTitle(undefined, 'en', 'x')).toBe('x');
  });
});

describe('showsLanguagePicker (spec §1)', () => {
  it.each([
    ['international', true],
    ['cmhk', true],
    ['sandbox', true],
    ['development', true],
    ['maison', true],
    ['production', false],
    ['ebro', false],
    ['hisense', false],
    ['yslly', false],
    [undefined, false],
  ])('%s → %s', (env, shown) => {
    expect(showsLanguagePicker(env)).toBe(shown);
  });
});
