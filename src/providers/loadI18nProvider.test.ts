import { MESSAGES } from './i18nProvider';
import { loadI18nProvider, loadMessages } from './loadI18nProvider';

describe('loadI18nProvider', () => {
  it('loads the start-up language, then another one when it is chosen', async () => {
    const i18n = await loadI18nProvider('en');
    expect(i18n.translate('ra.auth.logout')).toBe('Logout');
    await i18n.changeLocale('zh-TW');
    expect(i18n.getLocale()).toBe('zh-TW');
    expect(i18n.translate('ra.auth.logout')).toBe(MESSAGES['zh-TW'].ra?.auth?.logout);
  });

  it('gives each locale file as the static set has it, loaded once', async () => {
    expect(loadMessages('zh-CN')).toBe(loadMessages('zh-CN'));
    expect(await loadMessages('zh-CN')).toEqual(MESSAGES['zh-CN']);
  });
});
