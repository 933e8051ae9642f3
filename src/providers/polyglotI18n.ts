/**
 * react-admin's i18n provider over our locale files (ra-i18n-polyglot), given how to get a
 * language's messages: at once for the first language, maybe later (a chunk) for the others.
 * Every string the console shows is a key in locales/*.json, react-admin's own under `ra`.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { prefs } from '../api';
import { LANGUAGE_NAMES, isLanguage, type Language } from '../lib/language';

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

export type MessagesOf = (language: Language) => TranslationMessages | Promise<TranslationMessages>;

/**
 * The provider for the language detected at start-up, whose messages `messagesOf` must give at
 * once. The start-up language is remembered at once, and every change of language (the navbar's
 * panel, the login page) is too.
 */
export function polyglotI18n(initial: Language, messagesOf: MessagesOf): I18nProvider {
  const polyglot = polyglotI18nProvider(
    (locale) => messagesOf(isLanguage(locale) ? locale : initial),
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
