import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import { joinMessages, splitMessages } from '../lib/localeParts';
import { MESSAGES } from './i18nProvider';
import { loadConsoleMessages, loadI18nProvider, loadMessages, loadPageMessages } from './loadI18nProvider';

// one file, one module state: the stages follow each other as in the console (login, console, pages)
describe('loadI18nProvider', () => {
  it('before the console: the login part of the start-up language, then of another one when it is chosen', async () => {
    expect(loadMessages('zh-CN')).toBe(loadMessages('zh-CN'));
    expect(await loadMessages('zh-CN')).toEqual(splitMessages(MESSAGES['zh-CN']).login);
    const i18n = await loadI18nProvider('en');
    expect(i18n.translate('ra.auth.logout')).toBe('Logout');
    expect(i18n.translate('app.login.title')).toBe(en.app.login.title);
    // the first page's string is not there yet: polyglot shows the key
    expect(i18n.translate('app.pages.dashboard.title')).toBe('app.pages.dashboard.title');
    await i18n.changeLocale('zh-TW');
    expect(i18n.getLocale()).toBe('zh-TW');
    expect(i18n.translate('ra.auth.logout')).toBe(MESSAGES['zh-TW'].ra?.auth?.logout);
  });

  it('with the console: the first page’s strings at once, not yet the other pages’', async () => {
    const i18n = await loadI18nProvider('en');
    await loadConsoleMessages();
    expect(i18n.translate('app.pages.dashboard.title')).toBe(en.app.pages.dashboard.title);
    expect(i18n.translate('app.pages.temperatureLog.title')).toBe('app.pages.temperatureLog.title');
    const { login, console } = splitMessages(MESSAGES.en);
    expect(await loadMessages('en')).toEqual(joinMessages(login, console));
  });

  it('with another page: the language in use whole, and every language chosen later whole', async () => {
    const i18n = await loadI18nProvider('en');
    await loadPageMessages();
    expect(i18n.translate('app.pages.temperatureLog.title')).toBe(en.app.pages.temperatureLog.title);
    expect(await loadMessages('en')).toEqual(MESSAGES.en);
    await i18n.changeLocale('zh-CN');
    expect(i18n.translate('app.pages.dashboard.title')).toBe(zhCN.app.pages.dashboard.title);
    expect(await loadMessages('zh-TW')).toEqual(MESSAGES['zh-TW']);
  });
});
