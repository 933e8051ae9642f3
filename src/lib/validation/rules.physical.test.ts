/**
 * Issue 10 §8: physical ranges of temperatures, humidities and dates, and identifiers without
 * invisible characters, through the shared definitions as the browser and the server compile them.
 */
import { describe, expect, it } from 'vitest';
import defs from '../../../schemas/defs.schema.json';
import { createAjv } from './compile';
import { dateRangeSeconds } from './keywords';
import { atLeast, atMost, check, describeRules, field, type Rule, type Texts } from '../../../test/support/ruleTable';

const notBefore: Texts = ['Must be on or after 2000-01-01', '不能早于 2000-01-01', '不能早於 2000-01-01'];
const notAfter: Texts = ['Must be on or before 2100-12-31', '不能晚于 2100-12-31', '不能晚於 2100-12-31'];
const invisible = (char: string): Texts => [
  `Invisible, zero-width or text-direction characters are not allowed (found ${char})`,
  `不能包含不可见字符、零宽字符或文字方向控制字符（发现 ${char}）`,
  `不能包含不可見字元、零寬字元或文字方向控制字元（發現 ${char}）`,
];

/** 2000-01-01 00:00 in Beijing (UTC+8) and 2100-12-31 23:59:59 UTC. */
const FIRST_DAY_BEIJING = 946_656_000;
const LAST_SECOND_UTC = 4_133_980_799;
const { min, max } = dateRangeSeconds({ from: '2000-01-01', to: '2100-12-31' });

const rules: Rule[] = [
  field('temperature within −200…200 °C', 'temperature', [-200, 200, -18.5, 0], [1e308, 200.1, 1000], atMost(200)),
  field('temperature not below −200 °C', 'temperature', [-199.9, 25], [-1e308, -200.1, -273.2], atLeast(-200)),
  field('humidity at most 100 %RH', 'humidity', [100, 55.5, 0], [100.1, 1e308], atMost(100)),
  field('humidity not below 0 %RH', 'humidity', [0, 0.1], [-0.1, -1e308], atLeast(0)),
  field('a date not before 2000-01-01 (in any time zone)', 'date', [FIRST_DAY_BEIJING, min, 1_900_000_000], [0, -1, min - 1, 946_598_400], notBefore),
  field('a date not after 2100-12-31 (in any time zone)', 'date', [LAST_SECOND_UTC, max], [9e15, 1e308, max + 1, LAST_SECOND_UTC + 2 * 86_400], notAfter),
  field('a login account without zero-width or bidi characters', 'loginAccount', ['admin0001', 'zhang.san@corp'], ['admin0001\u200B', 'admin\u200B0001'], invisible('U+200B')),
  field('a login account without an isolate', 'loginAccount', ['admin0002', 'operator01'], ['\u2066admin0001\u2069', 'admin\u20660001'], invisible('U+2066')),
  field('a name without a right-to-left override', 'name', ['张三', 'Driver'], ['abc\u202Edcba', 'x\u202Ey'], invisible('U+202E')),
  field('a plate without a zero-width joiner', 'plate', ['粤B12345', 'A-1'], ['粤B\u200D12345', '\u200DA1'], invisible('U+200D')),
  field('an asset code without a word joiner', 'assetCode', ['ZC-0001', 'BOX_12'], ['ZC\u20600001', 'BOX\u2060'], invisible('U+2060')),
  field('an action name without a left-to-right mark', 'actionName', ['devicelist_add', '新增设备'], ['add\u200E', '\u200Eadd'], invisible('U+200E')),
  field('a device model without an Arabic letter mark', 'model', ['M-1', 'X200'], ['M\u061C1', '\u061CX'], invisible('U+061C')),
];

describeRules('physical ranges and visible identifiers (issue 10 §8)', rules);

describe('the shared definitions', () => {
  it('give every temperature, humidity and date a range', () => {
    const { $defs } = defs as unknown as { $defs: Record<string, Record<string, unknown>> };
    expect($defs.temperature).toMatchObject({ minimum: -200, maximum: 200 });
    expect($defs.humidity).toMatchObject({ minimum: 0, maximum: 100 });
    expect($defs.unixSeconds).toMatchObject({ 'x-date-range': { from: '2000-01-01', to: '2100-12-31' } });
  });

  it('mark every no-whitespace, account, device-number and plate rule as an identifier', () => {
    const { $defs } = defs as unknown as { $defs: Record<string, Record<string, unknown>> };
    const carriers = Object.entries($defs).filter(([, d]) => ['no-whitespace', 'login-account', 'device-number', 'device-name'].includes(String(d.format)));
    expect(carriers.map(([name]) => name).sort()).toEqual(['actionName', 'assetCode', 'deviceName', 'deviceNumber', 'loginAccount', 'noWhitespaceName', 'plate']);
    for (const [name, d] of carriers) expect(d['x-identifier'], name).toBe(true);
  });

  it('refuses a schema whose date range is not two calendar days', () => {
    const ajv = createAjv([defs]);
    expect(() => ajv.compile({ type: 'integer', 'x-date-range': { from: '2000-13-01', to: '2100-12-31' } })).toThrow();
    expect(() => ajv.compile({ type: 'integer', 'x-date-range': { from: '2000-01-01' } })).toThrow();
    expect(() => ajv.compile({ type: 'string', 'x-identifier': 'yes' })).toThrow();
  });

  it('reports a date bound as a day, never as raw seconds', () => {
    expect(check({ date: 9e15 })).toEqual({ date: { key: 'validation.dateMaximum', params: { limit: '2100-12-31' }, dates: { limit: 'date' } } });
  });
});
