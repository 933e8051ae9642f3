/** Language detection of spec §9, pure. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Each language named in itself, for the language panel (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', 'zh-CN': '简体中文', 'zh-TW': '繁體中文' };

/** Spec §1: the language picker shows only in these environments. */
export const LANGUAGE_PICKER_ENVIRONMENTS: readonly string[] = ['international', 'cmhk', 'sandbox', 'development', 'maison'];

export function showsLanguagePicker(env: string | undefined): boolean {
  return env !== undefined && LANGUAGE_PICKER_ENVIRONMENTS.includes(env);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Map one browser language tag (en-US, zh, zh-Hant-HK, zh-HK…) to a console language. */
export function matchBrowserLanguage(tag: string): Language | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (!(lower === 'zh' || lower.startsWith('zh-'))) return undefined;
  if (/^zh-(hant|tw|hk|mo)\b/.test(lower)) return 'zh-TW';
  return 'zh-CN';
}

export interface LanguageSources {
  stored?: string | null;
  env?: string;
  browserLanguages?: readonly string[];
}

/** A stored language wins; in cmhk it is zh-TW; then the browser; else zh-CN. */
export function detectLanguage({ stored, env, browserLanguages = [] }: LanguageSources): Language {
  if (isLanguage(stored)) return stored;
  if (env === 'cmhk') return 'zh-TW';
  for (const tag of browserLanguages) {
    const match = matchBrowserLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** Pick the value of a server title (list of language/value pairs) for a language. */
export function pickTitle(
  title: ReadonlyArray<{ lang: string; value: string }> | undefined,
  language: Language,
  fallback: string,
): string {
  if (!title || title.length === 0) return fallback;
  const exact = title.find((t) => t.lang === language);
  if (exact?.value) return exact.value;
  const zh = title.find((t) => t.lang === DEFAULT_LANGUAGE);
  return zh?.value || title[0]?.value || fallback;
}
