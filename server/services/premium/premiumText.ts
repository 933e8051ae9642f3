/** `app.pages.premium.{key}` of the locale files in `lang`, else in English, else the key (job titles, notifications). */
import { interpolate, lookup } from '../../../src/lib/validation/translate';
import type { Language } from '../../messages';
import { LOCALES } from '../resources/translate';

export function premiumText(lang: Language, key: string, params?: Record<string, string | number>): string {
  const full = `app.pages.premium.${key}`;
  const text = lookup(LOCALES[lang], full) ?? lookup(LOCALES.en, full);
  return text === undefined ? full : interpolate(text, params);
}
