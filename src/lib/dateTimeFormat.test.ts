import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime, formatMonthDay, formatTime, inputDisplayText, parseInputText } from './dateTimeFormat';
import { LANGUAGES } from './language';

// 2024-11-05 13:05:09 at UTC+08:00 (05:05:09 UTC): month 11 and day 05 tell the date order apart
const AFTERNOON = Date.UTC(2024, 10, 5, 5, 5, 9) / 1000;
const CHINA = { utcOffset: 480 };

/** An independent reading of a moment's fields: Intl's own parts, in a named zone. */
function intlParts(seconds: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(seconds * 1000));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { y: get('year'), mo: get('month'), d: get('day'), h: get('hour'), mi: get('minute'), s: get('second') };
}

describe('one date and time format (issue 26 §3)', () => {
  it.each([
    ['en', '2024-11-05 13:05', '2024-11-05'],
    ['zh-CN', '2024-11-05 13:05', '2024-11-05'],
    ['zh-TW', '2024/11/05 13:05', '2024/11/05'],
  ])('%s: year, month, day, then the time in 24 hours', (language, dateTime, date) => {
    expect(formatDateTime(AFTERNOON, language, CHINA)).toBe(dateTime);
    expect(formatDate(AFTERNOON, language, CHINA)).toBe(date);
    expect(formatTime(AFTERNOON, language, CHINA)).toBe('13:05');
    expect(formatDateTime(AFTERNOON, language, { ...CHINA, seconds: true })).toBe(`${dateTime}:09`);
  });

  it.each(LANGUAGES)('%s never writes a 12-hour clock: 13:05, not 1:05 PM or 下午1:05', (language) => {
    const text = formatDateTime(AFTERNOON, language, CHINA);
    expect(text).toMatch(/13:05$/);
    expect(text).not.toMatch(/AM|PM|上午|下午|午/);
    // midnight is 00, never 24 (a known slip of some 24-hour clocks) nor 12
    const midnight = Date.UTC(2024, 10, 4, 16, 7, 0) / 1000;
    expect(formatTime(midnight, language, CHINA)).toBe('00:07');
  });

  it.each(LANGUAGES)('%s pads months, days, hours and minutes to two digits, so a column lines up', (language) => {
    const early = Date.UTC(2024, 0, 2, 0, 3, 4) / 1000; // 2024-01-02 08:03:04 at UTC+8
    expect(formatDateTime(early, language, { ...CHINA, seconds: true })).toMatch(/^2024[-/]01[-/]02 08:03:04$/);
    expect(formatMonthDay(early, language, CHINA)).toMatch(/^01[-/]02$/);
    expect(formatMonthDay(early, language, { ...CHINA, time: true })).toMatch(/^01[-/]02 08:03$/);
  });

  it('writes the moment in the zone asked for, by offset or by name, as Intl reads it there', () => {
    // unequal moments over a year, two zones with daylight saving and one without
    const moments = [0, 951_782_400, 1_710_054_000, 1_730_601_000, 1_798_675_199, 4_102_444_799];
    for (const seconds of moments) {
      for (const timeZone of ['Asia/Shanghai', 'America/New_York', 'Europe/London']) {
        const p = intlParts(seconds, timeZone);
        expect(formatDateTime(seconds, 'en', { timeZone, seconds: true })).toBe(`${p.y}-${p.mo}-${p.d} ${p.h}:${p.mi}:${p.s}`);
      }
      const shanghai = intlParts(seconds, 'Asia/Shanghai');
      expect(formatDateTime(seconds, 'zh-TW', { utcOffset: 480 })).toBe(`${shanghai.y}/${shanghai.mo}/${shanghai.d} ${shanghai.h}:${shanghai.mi}`);
      const kolkata = intlParts(seconds, 'Asia/Kolkata');
      expect(formatDateTime(seconds, 'zh-CN', { utcOffset: 330 })).toBe(`${kolkata.y}-${kolkata.mo}-${kolkata.d} ${kolkata.h}:${kolkata.mi}`);
    }
  });

  it("without a zone, writes the runtime's local time (the browser's: the user's)", () => {
    const seconds = 1_730_601_000;
    const d = new Date(seconds * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatDateTime(seconds, 'zh-CN')).toBe(
      `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`,
    );
    expect(formatDateTime(d, 'zh-CN')).toBe(formatDateTime(seconds, 'zh-CN'));
  });

  it('writes nothing for no moment', () => {
    expect(formatDateTime(Number.NaN, 'en')).toBe('');
    expect(formatDate(new Date('nope'), 'zh-CN')).toBe('');
    expect(formatTime(Number.POSITIVE_INFINITY, 'zh-TW')).toBe('');
  });

  it("reads a browser tag by its base language (en-US as en, zh-Hant-HK as zh-TW), anything else as the default's", () => {
    expect(formatDate(AFTERNOON, 'en-US', CHINA)).toBe('2024-11-05');
    expect(formatDate(AFTERNOON, 'zh-Hant-HK', CHINA)).toBe('2024/11/05');
    expect(formatDate(AFTERNOON, 'fr', CHINA)).toBe('2024-11-05');
  });
});

describe('the date inputs’ text', () => {
  it('shows an input value as the same text as everywhere else', () => {
    expect(inputDisplayText('2024-11-05T13:05', 'zh-TW')).toBe('2024/11/05 13:05');
    expect(inputDisplayText('2024-11-05T13:05', 'en')).toBe('2024-11-05 13:05');
    expect(inputDisplayText('2024-11-05', 'zh-TW')).toBe('2024/11/05');
    // what was typed and is not a date yet stays as typed
    expect(inputDisplayText('2024-11-0', 'zh-TW')).toBe('2024-11-0');
  });

  it.each(LANGUAGES)('reads back what it shows in %s', (language) => {
    const shown = formatDateTime(AFTERNOON, language, CHINA);
    expect(parseInputText(shown, true)).toBe('2024-11-05T13:05');
    expect(parseInputText(formatDate(AFTERNOON, language, CHINA), false)).toBe('2024-11-05');
  });

  it('reads what a person types: one-digit parts, dots, a T, a full-width colon, seconds', () => {
    expect(parseInputText(' 2024-1-5 9:05 ', true)).toBe('2024-01-05T09:05');
    expect(parseInputText('2024.01.05 09:05:59', true)).toBe('2024-01-05T09:05');
    expect(parseInputText('2024-01-05T23:59', true)).toBe('2024-01-05T23:59');
    expect(parseInputText('2024/01/05 13：05', true)).toBe('2024-01-05T13:05');
    // a day alone in a date-time input is its midnight
    expect(parseInputText('2024-01-05', true)).toBe('2024-01-05T00:00');
  });

  it('refuses what is not a real moment, or a time where only a day is asked', () => {
    for (const text of [
      '',
      '2024-02-30 10:00',
      '2023-02-29',
      '2024-13-01',
      '2024-01-05 24:00',
      '2024-01-05 10:60',
      '05/01/2024',
      'yesterday',
      '2024-01-05 1:5',
    ]) {
      expect(parseInputText(text, true), text).toBeNull();
    }
    expect(parseInputText('2024-02-29', false)).toBe('2024-02-29');
    expect(parseInputText('2024-01-05 10:00', false)).toBeNull();
  });
});

describe('a calendar day the server names', () => {
  it('reads in the language’s form, or as a short day for an axis', () => {
    expect(formatCalendarDay('2024-11-05', 'zh-TW')).toBe('2024/11/05');
    expect(formatCalendarDay('2024-11-05', 'zh-CN')).toBe('2024-11-05');
    expect(formatCalendarDay('2024-11-05', 'en', { monthDay: true })).toBe('11-05');
    expect(formatCalendarDay('2024-11-05', 'zh-TW', { monthDay: true })).toBe('11/05');
    expect(formatCalendarDay('2024-W45', 'zh-TW')).toBe('2024-W45');
  });
});
