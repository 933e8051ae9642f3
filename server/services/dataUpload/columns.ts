/**
 * The header row of an upload: which column holds the time and which field each other column
 * holds. A header is recognized in any of the three languages, as the records export writes it
 * (`readingExport.*` of locales/: "Time (UTC+08:00)", "温度（°C）") or as the field's own name
 * ("temperature", "ts"), whatever the case, spaces or full-width brackets. The zone a time header
 * names is the zone of the times below it.
 */
import { READING_FIELDS, type ReadingField } from '../../../src/lib/readings';
import { LANGUAGES } from '../../../src/lib/language';
import { lookup } from '../../../src/lib/validation/translate';
import { LOCALES } from '../resources/translate';
import type { Cell } from './readSheet';

/** NFKC (full-width brackets and letters → ASCII), lower case, no spaces. */
export const headerKey = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

const FIELD_HEADERS: ReadonlyMap<string, ReadingField> = (() => {
  const map = new Map<string, ReadingField>();
  for (const field of READING_FIELDS) {
    map.set(headerKey(field), field);
    for (const lang of LANGUAGES) {
      const text = lookup(LOCALES[lang], `readingExport.fields.${field}`);
      if (text) map.set(headerKey(text), field);
    }
  }
  return map;
})();

const ZONE = /utc([+-])(\d{1,2}):?(\d{2})/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Time (%{zone})" of each language as a pattern of header keys; the bare words too. */
const TIME_HEADERS: readonly RegExp[] = LANGUAGES.flatMap((lang) => {
  const text = lookup(LOCALES[lang], 'readingExport.time');
  if (!text) return [];
  const [before = '', after = ''] = headerKey(text).split('%{zone}');
  const word = before.replace(/\($/, '');
  return [new RegExp(`^${escapeRegExp(before)}utc[+-]\\d{1,2}:?\\d{2}${escapeRegExp(after)}$`), new RegExp(`^${escapeRegExp(word)}$`)];
}).concat([/^(ts|time|timestamp)$/]);

export interface Columns {
  /** index of the time column in the row's cells */
  time: number;
  /** cell index → field */
  fields: Map<number, ReadingField>;
  /** minutes east of UTC the time header names, when it names one */
  utcOffsetMinutes?: number;
}

/** What is wrong with a header row, before translation: a `validation.dataUpload.*` key. */
export type HeaderIssue = { key: string; params?: Record<string, string> };

function zoneOf(key: string): number | undefined {
  const match = ZONE.exec(key);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export function readColumns(header: readonly Cell[]): Columns | HeaderIssue {
  let time: number | undefined;
  let utcOffsetMinutes: number | undefined;
  const fields = new Map<number, ReadingField>();
  const seen = new Set<ReadingField>();
  for (const [index, cell] of header.entries()) {
    const text = cell === null ? '' : cell instanceof Date ? cell.toISOString() : String(cell);
    const key = headerKey(text);
    if (!key) continue;
    if (TIME_HEADERS.some((pattern) => pattern.test(key))) {
      if (time !== undefined) return { key: 'validation.dataUpload.repeatedColumn', params: { column: text.trim() } };
      time = index;
      utcOffsetMinutes = zoneOf(key);
      continue;
    }
    const field = FIELD_HEADERS.get(key);
    if (!field) return { key: 'validation.dataUpload.unknownColumn', params: { column: text.trim().slice(0, 60) } };
    if (seen.has(field)) return { key: 'validation.dataUpload.repeatedColumn', params: { column: text.trim() } };
    seen.add(field);
    fields.set(index, field);
  }
  if (time === undefined) return { key: 'validation.dataUpload.noTimeColumn' };
  if (!fields.size) return { key: 'validation.dataUpload.noValueColumn' };
  return { time, fields, ...(utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes }) };
}
