/**
 * react-admin's i18n provider over our three locale files (ra-i18n-polyglot).
 * Every string the console shows is a key in locales/*.json, react-admin's own under `ra`.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import zhTW from '../../locales/zh-TW.json';
import { prefs } from '../api';
import { LANGUAGE_NAMES, isLanguage, type Language } from '../lib/language';

// The JSON files are checked against react-admin's own key set by locales/locales.test.ts.
export const MESSAGES: Record<Language, TranslationMessages> = {
  'zh-CN': zhCN as TranslationMessages,
  'zh-TW': zhTW as TranslationMessages,
  en: en as TranslationMessages,
};

/** The order of the language panel: English, Simplified Chinese, Traditional Chinese. */
const PANEL_ORDER: readonly Language[] = ['en', 'zh-CN', 'zh-TW'];

/**
 * Spec §9: the language in use is remembered (detectLanguage reads it first at the next start),
 * and the page's `lang` follows it so fonts, hyphenation and screen readers do too.
 */
function remember(language: string): void {
  if (!isLanguage(language)) return;
  prefs.setLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The provider for the language detected at start-up. The start-up language is remembered at
 * once, and every change of language (react-admin's `useSetLocale`, the login page) is too.
 */
export function createI18nProvider(initial: Language): I18nProvider {
  const polyglot = polyglotI18nProvider(
    (locale) => MESSAGES[locale as Language] ?? MESSAGES[initial],
    initial,
    PANEL_ORDER.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
    // A missing key shows the key itself rather than crashing; the locale parity test keeps them complete.
    { allowMissing: true },
  );
  remember(initial);
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      remember(locale);
    },
  };
}
