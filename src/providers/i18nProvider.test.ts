import { describe, expect, it } from 'vitest';
import { prefs } from '../api';
import { detectLanguage } from '../lib/language';
import { createI18nProvider } from './i18nProvider';

describe('createI18nProvider (spec §9)', () => {
  it('remembers the start-up language, so the next start detects it first', () => {
    prefs.setLanguage('');
    createI18nProvider('zh-TW');
    expect(prefs.getLanguage()).toBe('zh-TW');
    expect(detectLanguage({ stored: prefs.getLanguage(), env: 'production', browserLanguages: ['en-US'] })).toBe('zh-TW');
  });

  it('switches the messages and remembers every change of language', async () => {
    const i18n = createI18nProvider('en');
    expect(i18n.translate('ra.auth.logout')).toBe('Logout');
    await i18n.changeLocale('zh-CN');
    expect(i18n.getLocale()).toBe('zh-CN');
    expect(i18n.translate('ra.auth.logout')).toBe('退出登录');
    expect(prefs.getLanguage()).toBe('zh-CN');
  });

  it('offers the three languages, each named in itself', () => {
    expect(createI18nProvider('en').getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'zh-CN', name: '简体中文' },
      { locale: 'zh-TW', name: '繁體中文' },
    ]);
  });
});
