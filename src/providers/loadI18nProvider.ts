/**
 * The console's i18n provider: each language's locale file is three chunks (src/lib/localeParts.ts),
 * and only the language in use is loaded (the other two were a sixth of the login page's
 * JavaScript, issue 11 §4). Before the login only its part; the console's part comes with the
 * console's code (`loadConsoleMessages`, src/app/loadConsole.ts), the pages' part with the first
 * page past the dashboard (`loadPageMessages`, src/app/pageRegistry.ts). A language chosen later is
 * loaded as far as the console has come. A switch of language loads the new one first, then re-renders.
 */
import type { I18nProvider, TranslationMessages } from 'ra-core';
import type { Language } from '../lib/language';
import { joinMessages, type LocalePart } from '../lib/localeParts';
import { polyglotI18n } from './polyglotI18n';

type Part = () => Promise<{ default: Record<string, unknown> }>;

const PARTS: Record<Language, Record<LocalePart, Part>> = {
  en: {
    login: () => import('virtual:locale-part/en/login'),
    console: () => import('virtual:locale-part/en/console'),
    pages: () => import('virtual:locale-part/en/pages'),
  },
  'zh-CN': {
    login: () => import('virtual:locale-part/zh-CN/login'),
    console: () => import('virtual:locale-part/zh-CN/console'),
    pages: () => import('virtual:locale-part/zh-CN/pages'),
  },
  'zh-TW': {
    login: () => import('virtual:locale-part/zh-TW/login'),
    console: () => import('virtual:locale-part/zh-TW/console'),
    pages: () => import('virtual:locale-part/zh-TW/pages'),
  },
};

/** How far the console has come: the parts a language is loaded with. */
const STAGES: Record<LocalePart, readonly LocalePart[]> = { login: ['login'], console: ['login', 'console'], pages: ['login', 'console', 'pages'] };

const loading = new Map<string, Promise<TranslationMessages>>();
const loaded = new Map<string, TranslationMessages>();
let stage: LocalePart = 'login';
let provider: I18nProvider | undefined;

function load(language: Language, upTo: LocalePart): Promise<TranslationMessages> {
  const key = `${language}/${upTo}`;
  let messages = loading.get(key);
  if (!messages) {
    messages = Promise.all(STAGES[upTo].map((part) => PARTS[language][part]())).then((modules) => {
      const value = modules.map((m) => m.default).reduce(joinMessages) as TranslationMessages;
      loaded.set(key, value);
      return value;
    });
    messages.catch(() => loading.delete(key));
    loading.set(key, messages);
  }
  return messages;
}

/** A language's messages as far as the console has come (a failed load is tried again by the next caller). */
export function loadMessages(language: Language): Promise<TranslationMessages> {
  return load(language, stage);
}

/** The provider for the start-up language, once its messages are here. */
export async function loadI18nProvider(initial: Language): Promise<I18nProvider> {
  await loadMessages(initial);
  provider = polyglotI18n(initial, (language) => loaded.get(`${language}/${stage}`) ?? loadMessages(language));
  return provider;
}

/**
 * Go on to a later part, before what needs it renders: the language in use loaded that far, and the
 * provider's messages replaced (its translate reads them at each call, so nothing rendered so far,
 * which needed only the earlier parts, has to render again).
 */
async function advance(to: LocalePart): Promise<void> {
  if (STAGES[stage].includes(to)) return;
  stage = to;
  if (provider) await provider.changeLocale(provider.getLocale());
}

/** The layout's and the first page's strings: with the console's code. */
export const loadConsoleMessages = (): Promise<void> => advance('console');
/** Every page's strings: with the first page past the dashboard. */
export const loadPageMessages = (): Promise<void> => advance('pages');
