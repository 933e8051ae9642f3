/**
 * Dates in validation messages are formatted in the reader's language (issue 11 §2 "Raw
 * timestamps in messages"), judged by the compared property's date type, for any entity.
 */
import { describe, expect, it } from 'vitest';
import defs from '../../../schemas/defs.schema.json';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhTW from '../../../locales/zh-TW.json';
import type { EntitySchema } from '../schema/types';
import { compileEntity, createAjv } from './compile';
import { dateKindOf } from './dateParams';
import { translateIssue, translateIssues } from './translate';

// 2027-01-01 08:00 UTC
const START = 1_798_790_400;

const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://coldchain.local/schemas/dated.schema.json',
  title: 'Dated',
  type: 'object',
  properties: {
    start: { $ref: 'defs.schema.json#/$defs/unixSeconds' },
    end: { $ref: 'defs.schema.json#/$defs/unixSeconds', 'x-greater-than': 'start' },
    opens: { type: 'integer' },
    closes: { type: 'integer', 'x-greater-than': 'opens' },
    low: { type: 'number' },
    high: { type: 'number', 'x-greater-than': 'low' },
  },
  'x-ui': { resource: 'dated', components: ['/dated/index'], list: { columns: ['start'] }, fields: { opens: { widget: 'date' } } },
} as unknown as EntitySchema;

const validate = compileEntity(createAjv([defs]), schema);
const utc = (language: string) => ({ language, timeZone: 'UTC' });

describe('a date compared with another date', () => {
  const issues = validate({ start: START, end: START - 3600, opens: START, closes: START - 86_400, low: 5, high: 1 })!;

  it('is marked as a date by the compared property (its $ref, or its x-ui widget), a number is not', () => {
    expect(issues.end).toEqual({ key: 'validation.greaterThan', params: { field: 'start', limit: START }, dates: { limit: 'datetime' } });
    expect(issues.closes?.dates).toEqual({ limit: 'date' });
    expect(issues.high).toEqual({ key: 'validation.greaterThan', params: { field: 'low', limit: 5 } });
  });

  it('reads as a date and time in each language, as the console writes every date (24 hours), never as unix seconds', () => {
    expect(translateIssue(issues.end!, en, undefined, utc('en'))).toBe('The maximum must be greater than the minimum (2027-01-01 08:00)');
    expect(translateIssue(issues.end!, zhCN, undefined, utc('zh-CN'))).toBe('最大值必须大于最小值（2027-01-01 08:00）');
    expect(translateIssue(issues.end!, zhTW, undefined, utc('zh-TW'))).toBe('最大值必須大於最小值（2027/01/01 08:00）');
    expect(translateIssues(issues, en, utc('en')).closes).toBe('The maximum must be greater than the minimum (2027-01-01)');
  });

  it('shows the moment in the reader’s time zone', () => {
    expect(translateIssue(issues.end!, en, undefined, { language: 'en', timeZone: 'Asia/Shanghai' })).toContain('2027-01-01 16:00');
  });

  it('leaves numbers as they are', () => {
    expect(translateIssue(issues.high!, en, undefined, utc('en'))).toBe('The maximum must be greater than the minimum (5)');
  });
});

describe('the allowed span of a date (x-date-range)', () => {
  it('names its last day in the reader’s language, the same day in every zone', () => {
    const issue = validate({ start: 9e15 })!.start!;
    expect(translateIssue(issue, en, undefined, { language: 'en', timeZone: 'Pacific/Honolulu' })).toBe('Must be on or before 2100-12-31');
    expect(translateIssue(issue, zhCN, undefined, { language: 'zh-CN', timeZone: 'Asia/Shanghai' })).toBe('不能晚于 2100-12-31');
  });
});

describe('dateKindOf', () => {
  it('knows dates by widget, format and the platform date type', () => {
    expect(dateKindOf({ type: 'integer' }, 'datetime')).toBe('datetime');
    expect(dateKindOf({ type: 'string', format: 'date' })).toBe('date');
    expect(dateKindOf({ $ref: 'defs.schema.json#/$defs/unixSeconds' })).toBe('datetime');
    expect(dateKindOf({ type: 'integer' })).toBeUndefined();
  });
});

describe('a date input holding what is not a date yet', () => {
  it('is refused for its format, not its wire type (the date inputs send such text as typed)', () => {
    const issues = validate({ start: '2027-02-30 10:00', opens: '2027/1/x' })!;
    expect(issues.start).toEqual({ key: 'validation.format.date-time' });
    expect(issues.opens).toEqual({ key: 'validation.format.date' });
    expect(translateIssues(issues, zhCN, utc('zh-CN')).start).toBe(zhCN.validation.format['date-time']);
    // a number property keeps its own message
    expect(validate({ low: 'five' })!.low).toEqual({ key: 'validation.type.number' });
  });
});
