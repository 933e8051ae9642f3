/**
 * The i18n provider with all three locale files at hand, for the tests and anything that needs
 * every language at once. The console itself loads only the language in use
 * (`loadI18nProvider.ts`): the login page would otherwise carry all three.
 */
import type { I18nProvider, TranslationMessages } from 'ra-core';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import zhTW from '../../locales/zh-TW.json';
import type { Language } from '../lib/language';
import { polyglotI18n } from './polyglotI18n';

// The JSON files are checked against react-admin's own key set by locales/locales.test.ts.
export const MESSAGES: Record<Language, TranslationMessages> = {
  'zh-CN': zhCN as TranslationMessages,
  'zh-TW': zhTW as TranslationMessages,
  en: en as TranslationMessages,
};

/** The provider for the language detected at start-up; every language's messages are loaded. */
export function createI18nProvider(initial: Language): I18nProvider {
  return polyglotI18n(initial, (language) => MESSAGES[language]);
}
