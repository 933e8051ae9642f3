import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import zhTW from '../../locales/zh-TW.json';
import { addMonths, checkTimeRange, latestEnd, spanMessage, toUnixSeconds, truncateRows, type MaxSpan } from './timeRange';
import { translateIssue } from './validation/translate';

const DAY = 86400;
/** 2024-05-01 00:00:00 UTC */
const MAY_1 = 1714521600;
const utc = (text: string) => Date.parse(`${text}Z`) / 1000;

describe('toUnixSeconds', () => {
  it.each<[string, unknown, number]>([
    ['10-digit seconds', 1714521600, MAY_1],
    ['12-digit seconds', 100000000000, 100000000000],
    ['13-digit milliseconds', 1714521600123, MAY_1],
    ['16-digit values as milliseconds', 1714521600123456, 1714521600123],
    ['a fractional second', 1714521600.9, MAY_1],
    ['a digit string of seconds', '1714521600', MAY_1],
    ['a digit string of milliseconds', '1714521600000', MAY_1],
    ['a date', '2024-05-01', MAY_1],
    ['a date and time', '2024-05-01 08:30:15', MAY_1 + 8 * 3600 + 30 * 60 + 15],
    ['a date and time without seconds', '2024/05/01 08:30', MAY_1 + 8 * 3600 + 30 * 60],
    ['ISO 8601 with Z', '2024-05-01T00:00:00Z', MAY_1],
    ['ISO 8601 with an offset', '2024-05-01T08:00:00+08:00', MAY_1],
    ['ISO 8601 with milliseconds', '2024-05-01T00:00:00.500Z', MAY_1],
    ['a Date', new Date(MAY_1 * 1000 + 999), MAY_1],
    ['an object whose valueOf is milliseconds (dayjs, moment)', { valueOf: () => MAY_1 * 1000 }, MAY_1],
  ])('reads %s', (_name, value, seconds) => {
    expect(toUnixSeconds(value)).toEqual({ ok: true, seconds });
  });

  it('reads zone-less strings in the given zone', () => {
    expect(toUnixSeconds('2024-05-01 08:00', 480)).toEqual({ ok: true, seconds: MAY_1 });
    expect(toUnixSeconds('2024-05-01T00:00:00Z', 480)).toEqual({ ok: true, seconds: MAY_1 });
  });

  it.each<[string, unknown]>([
    ['9 digits', 171452160],
    ['1 digit', 0],
    ['a 9-digit string', '171452160'],
  ])('rejects a timestamp of fewer than 10 digits: %s', (_name, value) => {
    expect(toUnixSeconds(value)).toEqual({ ok: false, key: 'timeRange.shortTimestamp', params: { value: String(value) } });
  });

  it.each<[string, unknown, string]>([
    ['text', 'yesterday', 'yesterday'],
    ['31 February', '2024-02-31', '2024-02-31'],
    ['hour 25', '2024-05-01 25:00', '2024-05-01 25:00'],
    ['a zone-less ISO string with garbage', '2024-05-01T00:00:00Q', '2024-05-01T00:00:00Q'],
    ['an invalid Date', new Date('nope'), 'Invalid Date'],
    ['a plain object', { from: 1 }, '{"from":1}'],
    ['NaN', Number.NaN, 'NaN'],
    ['Infinity', Number.POSITIVE_INFINITY, 'Infinity'],
    ['a negative number', -1714521600, '-1714521600'],
    ['null', null, 'null'],
  ])('reports a conversion failure: %s', (_name, value, shown) => {
    expect(toUnixSeconds(value)).toEqual({ ok: false, key: 'timeRange.conversionFailed', params: { value: shown } });
  });

  it.each<[string, unknown, string]>([
    ['a boolean', true, 'boolean'],
    ['a bigint', 1714521600n, 'bigint'],
    ['a symbol', Symbol('t'), 'symbol'],
    ['a function', () => MAY_1, 'function'],
  ])('rejects %s as an unsupported type', (_name, value, type) => {
    expect(toUnixSeconds(value)).toEqual({ ok: false, key: 'timeRange.unsupportedType', params: { type } });
  });
});

describe('checkTimeRange', () => {
  it('returns both ends in unix seconds', () => {
    expect(checkTimeRange('2024-05-01', new Date((MAY_1 + DAY) * 1000), { maxSpan: 'week' })).toEqual({ ok: true, start: MAY_1, end: MAY_1 + DAY });
    expect(checkTimeRange(MAY_1 * 1000, MAY_1, { maxSpan: 31 })).toEqual({ ok: true, start: MAY_1, end: MAY_1 });
  });

  it.each<[string, unknown, unknown]>([
    ['no start', undefined, MAY_1],
    ['no end', MAY_1, undefined],
    ['null ends', null, null],
    ['empty strings', '', '  '],
  ])('needs a start and an end: %s', (_name, start, end) => {
    expect(checkTimeRange(start, end, { maxSpan: 'week' })).toEqual({ ok: false, key: 'timeRange.required' });
  });

  it.each<[string, MaxSpan | null | undefined]>([
    ['unset', undefined],
    ['null', null],
    ['zero days', 0],
    ['negative days', -7],
    ['an unknown name', 'fortnight' as MaxSpan],
  ])('needs a configured maximum: %s', (_name, maxSpan) => {
    expect(checkTimeRange(MAY_1, MAY_1 + DAY, { maxSpan })).toEqual({ ok: false, key: 'timeRange.noLimit' });
  });

  it('checks the ends required before the limit', () => {
    expect(checkTimeRange(undefined, MAY_1)).toEqual({ ok: false, key: 'timeRange.required' });
  });

  it('names the end that fails to convert', () => {
    expect(checkTimeRange('soon', MAY_1, { maxSpan: 'week' })).toEqual({ ok: false, field: 'start', key: 'timeRange.conversionFailed', params: { value: 'soon' } });
    expect(checkTimeRange(MAY_1, 12345, { maxSpan: 'week' })).toEqual({ ok: false, field: 'end', key: 'timeRange.shortTimestamp', params: { value: '12345' } });
    expect(checkTimeRange(MAY_1, false, { maxSpan: 'week' })).toEqual({ ok: false, field: 'end', key: 'timeRange.unsupportedType', params: { type: 'boolean' } });
  });

  it('refuses a start after the end', () => {
    expect(checkTimeRange(MAY_1 + 1, MAY_1, { maxSpan: 'week' })).toEqual({ ok: false, key: 'timeRange.startAfterEnd' });
    expect(checkTimeRange('2024-05-02', '2024-05-01 23:59:59', { maxSpan: 'month' })).toEqual({ ok: false, key: 'timeRange.startAfterEnd' });
  });

  it.each<[MaxSpan, number]>([
    ['week', 7],
    ['30days', 30],
    ['31days', 31],
    [31, 31],
    [3, 3],
  ])('allows up to the span %s (%i days) and not a second more', (maxSpan, days) => {
    expect(checkTimeRange(MAY_1, MAY_1 + days * DAY, { maxSpan })).toEqual({ ok: true, start: MAY_1, end: MAY_1 + days * DAY });
    expect(checkTimeRange(MAY_1, MAY_1 + days * DAY + 1, { maxSpan })).toEqual({ ok: false, key: 'timeRange.tooLong', params: { days } });
  });

  it.each<[string, string, string]>([
    ['a 31-day month', '2024-05-10 00:00:00', '2024-06-10 00:00:00'],
    ['a 30-day month', '2024-06-10 12:00:00', '2024-07-10 12:00:00'],
    ['February of a leap year', '2024-02-01 00:00:00', '2024-03-01 00:00:00'],
    ['31 January to the end of February', '2024-01-31 00:00:00', '2024-02-29 00:00:00'],
    ['over a year end', '2023-12-15 00:00:00', '2024-01-15 00:00:00'],
  ])('allows a calendar month from the start: %s', (_name, start, lastEnd) => {
    expect(checkTimeRange(start, lastEnd, { maxSpan: 'month' })).toEqual({ ok: true, start: utc(start.replace(' ', 'T')), end: utc(lastEnd.replace(' ', 'T')) });
    expect(checkTimeRange(start, utc(lastEnd.replace(' ', 'T')) + 1, { maxSpan: 'month' })).toEqual({ ok: false, key: 'timeRange.tooLongMonth' });
  });

  it('counts calendar months in the given zone', () => {
    // 31 Jan 00:00 in China is 30 Jan 16:00 UTC: a month later is 29 Feb 00:00 China, not 1 Mar
    const options = { maxSpan: 'month' as const, utcOffsetMinutes: 480 };
    expect(checkTimeRange('2024-01-31 00:00', '2024-02-29 00:00', options).ok).toBe(true);
    expect(checkTimeRange('2024-01-31 00:00', '2024-02-29 00:00:01', options)).toEqual({ ok: false, key: 'timeRange.tooLongMonth' });
  });
});

describe('spans', () => {
  it('latestEnd of named and numeric spans', () => {
    expect(latestEnd(MAY_1, 'week')).toBe(MAY_1 + 7 * DAY);
    expect(latestEnd(MAY_1, '30days')).toBe(MAY_1 + 30 * DAY);
    expect(latestEnd(MAY_1, '31days')).toBe(MAY_1 + 31 * DAY);
    expect(latestEnd(MAY_1, 'month')).toBe(utc('2024-06-01T00:00:00'));
  });

  it('addMonths keeps the day, or takes the month’s last', () => {
    expect(addMonths(utc('2023-01-31T10:00:00'), 1)).toBe(utc('2023-02-28T10:00:00'));
    expect(addMonths(utc('2024-03-31T00:00:00'), 1)).toBe(utc('2024-04-30T00:00:00'));
    expect(addMonths(utc('2024-11-30T00:00:00'), 3)).toBe(utc('2025-02-28T00:00:00'));
  });

  it('the span message names the allowed span in every language', () => {
    const cases: Array<[MaxSpan, string, string, string]> = [
      ['week', 'The time frame cannot be exceeded: at most 7 days', '查询时间范围不能超过 7 天', '查詢時間範圍不能超過 7 天'],
      ['30days', 'The time frame cannot be exceeded: at most 30 days', '查询时间范围不能超过 30 天', '查詢時間範圍不能超過 30 天'],
      ['month', 'The time frame cannot be exceeded: at most one month', '查询时间范围不能超过一个月', '查詢時間範圍不能超過一個月'],
    ];
    for (const [span, english, simplified, traditional] of cases) {
      const message = spanMessage(span);
      expect([translateIssue(message, en), translateIssue(message, zhCN), translateIssue(message, zhTW)]).toEqual([english, simplified, traditional]);
    }
  });
});

describe('messages', () => {
  it.each<[string, unknown, unknown, string, string, string]>([
    ['required', undefined, MAY_1, 'Please enter a start time and end time', '请输入开始时间和结束时间', '請輸入開始時間和結束時間'],
    ['start after end', MAY_1 + 1, MAY_1, 'The start time cannot exceed the end time', '开始时间不能大于结束时间', '開始時間不能大於結束時間'],
    ['unsupported type', true, MAY_1, 'Unsupported time type: boolean', '不支持的时间类型：boolean', '不支援的時間類型：boolean'],
    ['conversion failure', 'soon', MAY_1, 'The time could not be converted: soon', '时间转换失败：soon', '時間轉換失敗：soon'],
    ['short timestamp', 12345, MAY_1, 'Timestamps with fewer than 10 digits are not supported: 12345', '不支持少于 10 位的时间戳：12345', '不支援少於 10 位的時間戳記：12345'],
  ])('%s in every language', (_name, start, end, english, simplified, traditional) => {
    const result = checkTimeRange(start, end, { maxSpan: 'week' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect([translateIssue(result, en), translateIssue(result, zhCN), translateIssue(result, zhTW)]).toEqual([english, simplified, traditional]);
  });

  it('no limit configured, in every language', () => {
    const result = checkTimeRange(MAY_1, MAY_1);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(translateIssue(result, en)).toBe('This request does not have a time range limit configured');
    expect(translateIssue(result, zhCN)).toBe('该请求未配置时间范围限制');
    expect(translateIssue(result, zhTW)).toBe('該請求未設定時間範圍限制');
  });
});

describe('truncateRows', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

  it('keeps up to 100 rows untouched', () => {
    expect(truncateRows(rows(100))).toEqual({ rows: rows(100), total: 100, truncated: false });
    expect(truncateRows([])).toEqual({ rows: [], total: 0, truncated: false });
  });

  it('cuts the excess with a message giving the limit', () => {
    const result = truncateRows(rows(250));
    expect(result.rows).toEqual(rows(100));
    expect(result).toMatchObject({ total: 250, truncated: true, message: { key: 'timeRange.truncated', params: { limit: 100 } } });
    // spec §5's words naming the limit, then how to get the rest (issue 26 §3): a shorter range, the export, the download centre
    expect(translateIssue(result.message ?? { key: '' }, en)).toBe(
      'A query returns at most 100 rows; the rest were truncated. To see them, choose a shorter range, or get every row from the export or the download centre.',
    );
    expect(translateIssue(result.message ?? { key: '' }, zhCN)).toBe(
      '每次查询最多返回 100 条数据，超出部分已截断。如需查看其余数据，请缩短时间范围，或通过导出或下载中心获取全部数据。',
    );
    expect(translateIssue(result.message ?? { key: '' }, zhTW)).toBe(
      '每次查詢最多傳回 100 筆資料，超出部分已截斷。如需查看其餘資料，請縮短時間範圍，或透過匯出或下載中心取得全部資料。',
    );
  });

  it.each([
    ['en', en, ['shorter range', 'export', 'download centre']],
    ['zh-CN', zhCN, ['缩短时间范围', '导出', '下载中心']],
    ['zh-TW', zhTW, ['縮短時間範圍', '匯出', '下載中心']],
  ])('says in %s how to get the rows that were cut, with the limit it names', (_lang, messages, hints) => {
    const text = translateIssue(truncateRows(rows(101), 40).message ?? { key: '' }, messages);
    expect(text).toContain('40');
    for (const hint of hints) expect(text).toContain(hint);
  });

  it('takes another limit, and does not change its input', () => {
    const input = rows(5);
    const result = truncateRows(input, 3);
    expect(result.rows).toEqual(rows(3));
    expect(result.message?.params).toEqual({ limit: 3 });
    expect(input).toHaveLength(5);
    expect(truncateRows(input, 5).rows).not.toBe(input);
  });
});
