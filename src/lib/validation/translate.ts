/**
 * A translation key with parameters → text, over one locale file's JSON object. The server
 * translates validation issues with it by the `lang` header; the console has its i18nProvider,
 * which reads the same keys and the same `%{name}` placeholders (polyglot's syntax).
 */
import { formatParams, type DateFormatOptions, type DateKind } from './dateParams';

/** A message as a key and its parameters: a FieldIssue, a time-range error, … */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
  /** which params are dates, formatted in `dateFormat`'s language (see dateParams.ts) */
  dates?: Record<string, DateKind>;
}

/** The text at a dotted key of a nested messages object, or undefined. */
export function lookup(messages: object, key: string): string | undefined {
  let node: unknown = messages;
  for (const segment of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fill `%{name}` placeholders; an unknown placeholder stays as written. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The message in the language of `messages` (the parsed `locales/<lang>.json`). A key the file
 * lacks falls back to `fallback` (default `validation.invalid`, 'Incorrect format'), then to the key itself.
 */
export function translateIssue(issue: Message, messages: object, fallback = 'validation.invalid', dateFormat?: DateFormatOptions): string {
  const text = lookup(messages, issue.key) ?? lookup(messages, fallback);
  return text === undefined ? issue.key : interpolate(text, formatParams(issue.params, issue.dates, dateFormat));
}

/** Every issue of a record translated: `{ field: text }`, the shape of a 422 answer's `data.errors`. */
export function translateIssues(issues: Record<string, Message>, messages: object, dateFormat?: DateFormatOptions): Record<string, string> {
  return Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, translateIssue(issue, messages, undefined, dateFormat)]));
}
