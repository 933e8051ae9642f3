/**
 * The one way the console writes a moment (issue 26 §3 "One date and time format everywhere"):
 * tables, popups, the alarm panel, replay, records, the download centre, report pages, messages
 * and the date inputs all call these. Pure: a language and, optionally, a zone in; a string out.
 *
 * The conventions (README "Dates and times"): year, month, day, always with two-digit months and
 * days, so that a column of dates lines up and sorts as it reads; 24-hour time in every language.
 * - zh-CN: 2024-01-05 13:05 (GB/T 7408, the form China's software and our exports use)
 * - zh-TW: 2024/01/05 13:05 (Taiwan's usual form)
 * - en:    2024-01-05 13:05 (ISO 8601: "01/05" is January to one reader and May to another, and a
 *          monitoring console reads in 24 hours, as its alarms and logs do)
 * Files meant for spreadsheets (CSV, XLSX exports) keep the ISO form in every language.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

/** Unix seconds, or a Date. */
export type Moment = number | Date;

export interface ZoneOptions {
  /** minutes east of UTC (a request's `utcOffset`); without it and `timeZone`, the runtime's own zone (the browser's: the user's) */
  utcOffset?: number;
  /** an IANA zone ('Asia/Shanghai'), when no `utcOffset` is given */
  timeZone?: string;
}

export interface MomentOptions extends ZoneOptions {
  /** with the seconds (a reading's time, a log line) */
  seconds?: boolean;
}

interface Convention {
  /** between year, month and day */
  dateSeparator: string;
}

const CONVENTIONS: Record<Language, Convention> = {
  en: { dateSeparator: '-' },
  'zh-CN': { dateSeparator: '-' },
  'zh-TW': { dateSeparator: '/' },
};

/** The language's convention; a tag that is not one of the three (a test's 'en-US') by its base. */
function conventionOf(language: string): Convention {
  if (isLanguage(language)) return CONVENTIONS[language];
  const lower = language.toLowerCase();
  if (lower.startsWith('en')) return CONVENTIONS.en;
  if (/^zh-(hant|tw|hk|mo)/.test(lower)) return CONVENTIONS['zh-TW'];
  return CONVENTIONS[DEFAULT_LANGUAGE];
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function partsInZone(date: Date, timeZone: string): Parts {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    // numeric parts only: the language of this formatter never shows
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  const out: Record<string, number> = {};
  for (const part of format.formatToParts(date)) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour! % 24, minute: out.minute!, second: out.second! };
}

/** The calendar and clock of a moment in the asked zone; null for no moment (NaN, an invalid Date). */
function partsOf(moment: Moment, zone: ZoneOptions = {}): Parts | null {
  const ms = moment instanceof Date ? moment.getTime() : moment * 1000;
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return null;
  if (zone.utcOffset !== undefined) {
    const d = new Date(ms + zone.utcOffset * 60_000);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    };
  }
  const d = new Date(ms);
  if (zone.timeZone !== undefined) return partsInZone(d, zone.timeZone);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), hour: d.getHours(), minute: d.getMinutes(), second: d.getSeconds() };
}

const pad = (n: number) => String(n).padStart(2, '0');

const dateOf = (p: Parts, sep: string) => `${p.year}${sep}${pad(p.month)}${sep}${pad(p.day)}`;
const timeOf = (p: Parts, seconds: boolean | undefined) => `${pad(p.hour)}:${pad(p.minute)}${seconds ? `:${pad(p.second)}` : ''}`;

/** The day: '2024-01-05' (zh-TW '2024/01/05'); '' for no moment. */
export function formatDate(moment: Moment, language: string, options: ZoneOptions = {}): string {
  const p = partsOf(moment, options);
  return p ? dateOf(p, conventionOf(language).dateSeparator) : '';
}

/** The time of day, 24-hour: '13:05' or, with seconds, '13:05:09'; '' for no moment. */
export function formatTime(moment: Moment, _language: string, options: MomentOptions = {}): string {
  const p = partsOf(moment, options);
  return p ? timeOf(p, options.seconds) : '';
}

/** The day and time: '2024-01-05 13:05' (zh-TW '2024/01/05 13:05'), with seconds on request; '' for no moment. */
export function formatDateTime(moment: Moment, language: string, options: MomentOptions = {}): string {
  const p = partsOf(moment, options);
  return p ? `${dateOf(p, conventionOf(language).dateSeparator)} ${timeOf(p, options.seconds)}` : '';
}

/** A chart axis' short day: '01-05' (zh-TW '01/05'); with `time`, '01-05 13:05'. */
export function formatMonthDay(moment: Moment, language: string, options: ZoneOptions & { time?: boolean } = {}): string {
  const p = partsOf(moment, options);
  if (!p) return '';
  const sep = conventionOf(language).dateSeparator;
  const day = `${pad(p.month)}${sep}${pad(p.day)}`;
  return options.time ? `${day} ${timeOf(p, false)}` : day;
}

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day the server names as 'YYYY-MM-DD' (a statistics row), in the language's form, or
 * with `monthDay` as a chart axis' short day; any other text as it is. No zone: a day is a day.
 */
export function formatCalendarDay(day: string, language: string, options: { monthDay?: boolean } = {}): string {
  const match = DAY_TEXT.exec(day);
  if (!match) return day;
  const sep = conventionOf(language).dateSeparator;
  return options.monthDay ? `${match[2]}${sep}${match[3]}` : `${match[1]}${sep}${match[2]}${sep}${match[3]}`;
}

/**
 * The text a date input shows for its value ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm', the HTML date
 * inputs' form): the same text as everywhere else. A value of any other form is shown as it is.
 */
export function inputDisplayText(value: string, language: string): string {
  const match = INPUT_VALUE.exec(value);
  if (!match) return value;
  const [, year, month, day, time] = match;
  const sep = conventionOf(language).dateSeparator;
  return `${year}${sep}${month}${sep}${day}${time ? ` ${time}` : ''}`;
}

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?$/;
// what a person types: any of the three languages' forms, '.' too, one-digit parts, a full-width colon, optional seconds (dropped)
const TYPED = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:(?:\s+|T)(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?)?$/;

/**
 * What was typed into a date input, as the input's value ('YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm'
 * with `withTime`); null when it is not a real date (31 Feb, 24:00) or lacks the time asked for.
 * A date alone in a date-time input is that day at 00:00.
 */
export function parseInputText(text: string, withTime: boolean): string | null {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const check = new Date(Date.UTC(year!, month! - 1, day!));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day) return null;
  if (!withTime) return hour === undefined ? `${year}-${pad(month!)}-${pad(day!)}` : null;
  if ((hour ?? 0) > 23 || (minute ?? 0) > 59 || (second ?? 0) > 59) return null;
  return `${year}-${pad(month!)}-${pad(day!)}T${pad(hour ?? 0)}:${pad(minute ?? 0)}`;
}
