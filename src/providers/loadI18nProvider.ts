/**
 * The console's i18n provider: each locale file is a chunk of its own, and only the language in
 * use is loaded (the other two were a sixth of the login page's JavaScript, issue 11 §4). A
 * switch of language loads the new one first, then re-renders.
 */
import type { I18nProvider, TranslationMessages } from 'ra-core';
import type { Language } from '../lib/language';
import { polyglotI18n } from './polyglotI18n';

const FILES: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('../../locales/en.json'),
  'zh-CN': () => import('../../locales/zh-CN.json'),
  'zh-TW': () => import('../../locales/zh-TW.json'),
};

const loading = new Map<Language, Promise<TranslationMessages>>();
const loaded = new Map<Language, TranslationMessages>();

/** A language's messages, loaded once (a failed load is tried again by the next caller). */
export function loadMessages(language: Language): Promise<TranslationMessages> {
  let messages = loading.get(language);
  if (!messages) {
    messages = FILES[language]().then((module) => {
      const value = module.default as TranslationMessages;
      loaded.set(language, value);
      return value;
    });
    messages.catch(() => loading.delete(language));
    loading.set(language, messages);
  }
  return messages;
}

/** The provider for the start-up language, once its messages are here. */
export async function loadI18nProvider(initial: Language): Promise<I18nProvider> {
  await loadMessages(initial);
  return polyglotI18n(initial, (language) => loaded.get(language) ?? loadMessages(language));
}
