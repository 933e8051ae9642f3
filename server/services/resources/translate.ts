/**
 * Field issues (`validation.*` keys, src/lib/validation) in the request's language, with the
 * same locale files the console uses: they are data.
 */
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhTW from '../../../locales/zh-TW.json';
import type { FieldIssues } from '../../../src/lib/validation/compile';
import { translateIssues } from '../../../src/lib/validation/translate';
import type { Language } from '../../messages';

export const LOCALES: Readonly<Record<Language, object>> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

export function localizeIssues(issues: FieldIssues, lang: Language): Record<string, string> {
  // dates in the server's own time zone: a request carries no zone of its user
  return translateIssues(issues, LOCALES[lang], { language: lang });
}
