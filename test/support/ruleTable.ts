/**
 * The harness of the rule tables (rules.*.test.ts): every validation rule of spec §5 through a
 * real compiled schema (defs.schema.json + the keywords of createAjv), with at least two valid
 * and two invalid samples each, and each invalid sample's message checked in the three languages.
 */
import { describe, expect, it } from 'vitest';
import defs from '../../schemas/defs.schema.json';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import zhTW from '../../locales/zh-TW.json';
import type { EntitySchema } from '../../src/lib/schema/types';
import { compileEntity, createAjv, type ValidateOptions } from '../../src/lib/validation/compile';
import { translateIssue } from '../../src/lib/validation/translate';

const ref = (name: string, extra: Record<string, unknown> = {}) => ({ $ref: `defs.schema.json#/$defs/${name}`, ...extra });

/** One property per rule, all from the shared definitions. */
const schema: EntitySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://coldchain.local/schemas/rules.schema.json',
  title: 'Rules',
  type: 'object',
  additionalProperties: false,
  properties: {
    mobile: ref('mobile'),
    internationalPhone: ref('internationalPhone'),
    landline: ref('landline'),
    email: ref('email'),
    decimal2: ref('decimal2'),
    integer: ref('integer'),
    positiveInteger: ref('positiveInteger'),
    percent: ref('percent'),
    name: ref('noWhitespaceName'),
    plate: ref('plate'),
    actionName: ref('actionName'),
    deviceNumber: ref('deviceNumber'),
    assetCode: ref('assetCode'),
    deviceName: ref('deviceName'),
    assetSize: ref('assetSize'),
    backupFileName: ref('backupFileName'),
    minTemperature: ref('temperature'),
    maxTemperature: ref('temperature', { 'x-greater-than': 'minTemperature' }),
    minHumidity: ref('humidity'),
    maxHumidity: ref('humidity', { 'x-greater-than': 'minHumidity' }),
    temperature: ref('temperature'),
    humidity: ref('humidity'),
    capacity: ref('capacity'),
    date: ref('unixSeconds'),
    model: { type: 'string', maxLength: 30, format: 'no-whitespace', 'x-identifier': true },
    menuPath: ref('menuPath'),
    menuComponent: ref('menuComponent'),
    loginAccount: ref('loginAccount'),
    password: ref('password', { 'x-differs-from-original': true }),
    confirmPassword: ref('password', { 'x-same-as': 'password' }),
    oldPassword: ref('password'),
    newPassword: ref('password', { 'x-differs-from': 'oldPassword' }),
    alarmMessageLimit: ref('alarmMessageLimit'),
    wechatRecipients: ref('wechatRecipients'),
    smsWarningCount: ref('warningCount'),
    voiceWarningCount: ref('warningCount'),
    offlineMinutes: ref('offlineMinutes'),
    triggerTime: ref('triggerTime'),
    avatar: ref('avatarFile'),
    excel: ref('excelFile'),
    attachments: ref('attachments'),
    stream: { type: 'string', format: 'stream-url' },
  },
  required: ['name'],
  'x-ui': { resource: 'rules', components: ['/rules/index'], list: { columns: ['name'] } },
};

export const validate = compileEntity(createAjv([defs]), schema);
export const check = (record: Record<string, unknown>, options: ValidateOptions = {}) => validate(record, { partial: true, ...options });

export type Texts = [en: string, zhCN: string, zhTW: string];
interface Invalid {
  record: Record<string, unknown>;
  /** the field the message is on; default the record's only (or last) property */
  field?: string;
  texts: Texts;
  options?: ValidateOptions;
}
export interface Rule {
  rule: string;
  valid: Array<Record<string, unknown>>;
  invalid: Invalid[];
  options?: ValidateOptions;
}

const one = (field: string) => (value: unknown) => ({ [field]: value });
/** A rule of one field: valid values and invalid values all with the same message. */
export function field(rule: string, name: string, valid: unknown[], invalid: unknown[], texts: Texts): Rule {
  return { rule, valid: valid.map(one(name)), invalid: invalid.map((value) => ({ record: { [name]: value }, texts })) };
}

export const file = (name: string, size = 1024) => ({ name, size, type: '' });
export const files = (count: number) => Array.from({ length: count }, (_, i) => file(`notice-${i}.pdf`));
export const recipients = (count: number) => Array.from({ length: count }, (_, i) => `openid-${i}`);

export const WHITESPACE: Texts = ['Whitespace is not allowed', '不能包含空白字符', '不能包含空白字元'];
export const NUMBER: Texts = ['Must be a number', '必须是数字', '必須是數字'];
export const INTEGER: Texts = ['Must be an integer', '必须是整数', '必須是整數'];
export const atLeast = (n: number): Texts => [`Must be at least ${n}`, `不能小于 ${n}`, `不能小於 ${n}`];
export const atMost = (n: number): Texts => [`Must be at most ${n}`, `不能大于 ${n}`, `不能大於 ${n}`];
export const decimals = (n: number): Texts => [`Too many decimals: at most ${n} allowed`, `最多保留 ${n} 位小数`, `最多保留 ${n} 位小數`];
export const greater = (min: number): Texts => [
  `The maximum must be greater than the minimum (${min})`,
  `最大值必须大于最小值（${min}）`,
  `最大值必須大於最小值（${min}）`,
];
export const DIFFERENT: Texts = ['The new value must differ from the original', '新值不能与原值相同', '新值不能與原值相同'];

const languages = [
  ['en', en],
  ['zh-CN', zhCN],
  ['zh-TW', zhTW],
] as const;

/** The table's tests: its sample counts, each valid sample accepted, each invalid one refused with its texts. */
export function describeRules(title: string, rules: readonly Rule[]): void {
  describe(title, () => {
    it('every rule has at least two valid and two invalid samples', () => {
      for (const { rule, valid, invalid } of rules.filter((r) => !r.rule.startsWith('a required'))) {
        expect(valid.length, rule).toBeGreaterThanOrEqual(2);
        expect(invalid.length, rule).toBeGreaterThanOrEqual(2);
      }
    });

    describe.each(rules)('$rule', ({ valid, invalid, options }) => {
      it.each(valid)('accepts %o', (record) => {
        expect(check(record, options)).toBeNull();
      });

      it.each(invalid)('rejects $record', ({ record, field, texts, options: own }) => {
        const issues = check(record, own ?? options);
        const name = field ?? Object.keys(record).at(-1) ?? '';
        const issue = issues?.[name];
        expect(issue, JSON.stringify(issues)).toBeDefined();
        if (!issue) return;
        languages.forEach(([lang, messages], i) => expect(translateIssue(issue, messages), lang).toBe(texts[i]));
      });
    });
  });
}
