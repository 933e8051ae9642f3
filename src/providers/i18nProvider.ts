/**
 * react-admin's i18n provider over our three locale files (ra-i18n-polyglot).
 * Every string the console shows is a key in locales/*.json, react-admin's own under `ra`.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import zhTW from '../../locales/zh-TW.json';
import { LANGUAGES, type Language } from '../lib/language';

// The JSON files are checked against react-admin's own key set by locales/locales.test.ts.
export const MESSAGES: Record<Language, TranslationMessages> = {
  'zh-CN': zhCN as TranslationMessages,
  'zh-TW': zhTW as TranslationMessages,
  en: en as TranslationMessages,
};

const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' };

export function createI18nProvider(initial: Language): I18nProvider {
  return polyglotI18nProvider((locale) => MESSAGES[locale as Language] ?? MESSAGES[initial], initial, LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })), {
    // A missing key shows the key itself rather than crashing; the locale parity test keeps them complete.
    allowMissing: true,
  });
}
