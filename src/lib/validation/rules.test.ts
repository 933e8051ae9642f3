/**
 * Every validation rule of spec §5 through a real compiled schema (defs.schema.json + the
 * keywords of createAjv), with at least two valid and two invalid samples each, and each
 * invalid sample's message checked in the three languages.
 */
import { describe, expect, it } from 'vitest';
import defs from '../../../schemas/defs.schema.json';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhTW from '../../../locales/zh-TW.json';
import type { EntitySchema } from '../schema/types';
import { compileEntity, createAjv, type ValidateOptions } from './compile';
import { translateIssue } from './translate';

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

const validate = compileEntity(createAjv([defs]), schema);
const check = (record: Record<string, unknown>, options: ValidateOptions = {}) => validate(record, { partial: true, ...options });

type Texts = [en: string, zhCN: string, zhTW: string];
interface Invalid {
  record: Record<string, unknown>;
  /** the field the message is on; default the record's only (or last) property */
  field?: string;
  texts: Texts;
  options?: ValidateOptions;
}
interface Rule {
  rule: string;
  valid: Array<Record<string, unknown>>;
  invalid: Invalid[];
  options?: ValidateOptions;
}

const one = (field: string) => (value: unknown) => ({ [field]: value });
/** A rule of one field: valid values and invalid values all with the same message. */
function field(rule: string, name: string, valid: unknown[], invalid: unknown[], texts: Texts): Rule {
  return { rule, valid: valid.map(one(name)), invalid: invalid.map((value) => ({ record: { [name]: value }, texts })) };
}

const file = (name: string, size = 1024) => ({ name, size, type: '' });
const files = (count: number) => Array.from({ length: count }, (_, i) => file(`notice-${i}.pdf`));
const recipients = (count: number) => Array.from({ length: count }, (_, i) => `openid-${i}`);

const WHITESPACE: Texts = ['Whitespace is not allowed', '不能包含空白字符', '不能包含空白字元'];
const NUMBER: Texts = ['Must be a number', '必须是数字', '必須是數字'];
const INTEGER: Texts = ['Must be an integer', '必须是整数', '必須是整數'];
const atLeast = (n: number): Texts => [`Must be at least ${n}`, `不能小于 ${n}`, `不能小於 ${n}`];
const atMost = (n: number): Texts => [`Must be at most ${n}`, `不能大于 ${n}`, `不能大於 ${n}`];
const decimals = (n: number): Texts => [`Too many decimals: at most ${n} allowed`, `最多保留 ${n} 位小数`, `最多保留 ${n} 位小數`];
const greater = (min: number): Texts => [
  `The maximum must be greater than the minimum (${min})`,
  `最大值必须大于最小值（${min}）`,
  `最大值必須大於最小值（${min}）`,
];
const DIFFERENT: Texts = ['The new value must differ from the original', '新值不能与原值相同', '新值不能與原值相同'];

const rules: Rule[] = [
  field('mainland mobile 1[3-9] + 9 digits', 'mobile', ['13800138000', '19912345678'], ['12800138000', '1380013800', '138001380001', '+8613800138000'], [
    'Mobile format wrong',
    '手机号格式错误',
    '手機號碼格式錯誤',
  ]),
  field('international number: optional + and digits', 'internationalPhone', ['+85291234567', '0085291234567', '13800138000'], ['+852 9123 4567', '++852', '+852-91234567', ''], [
    'Incorrect format: an optional + followed by digits',
    '格式不正确：可选的 + 号加数字',
    '格式不正確：可選的 + 號加數字',
  ]),
  field('landline: area code-8 digits', 'landline', ['0755-12345678', '010-87654321'], ['075512345678', '0755-1234567', '755-12345678', '0755-123456789'], [
    'Incorrect landline format: area code-8 digits, e.g. 0755-12345678',
    '座机号码格式不正确，应为“区号-8位号码”，例如 0755-12345678',
    '市話號碼格式不正確，應為「區碼-8位號碼」，例如 0755-12345678',
  ]),
  field('email', 'email', ['ops@coldchain.local', 'zhang.san+alarm@example.com.cn'], ['ops@', 'ops.example.com', 'a b@example.com'], [
    'Incorrect email format',
    '邮箱格式不正确',
    '電子郵件格式不正確',
  ]),
  field('float with one or two decimals', 'decimal2', [1.5, 12.25, -0.01, 3], [1.255, 0.001], decimals(2)),
  field('a float must be a number', 'decimal2', [0.5, 99.99], ['1.5', true], NUMBER),
  field('integer', 'integer', [0, -12, 300], [1.5, '3', -0.5], INTEGER),
  field('positive integer', 'positiveInteger', [1, 250], [0, -5], atLeast(1)),
  field('positive integer is an integer', 'positiveInteger', [2, 99], [1.5, 2.01], INTEGER),
  field('integer 0–100: not over 100', 'percent', [0, 100, 55], [101, 1000], atMost(100)),
  field('integer 0–100: not below 0', 'percent', [0, 1], [-1, -100], atLeast(0)),
  field('integer 0–100 is an integer', 'percent', [50, 99], [50.5, 0.1], INTEGER),
  field('no whitespace in a name', 'name', ['冷库一号', 'Store-A'], ['cold store', ' lead', 'tab\tname'], WHITESPACE),
  field('no whitespace in a plate', 'plate', ['粤B12345', 'AB-1234'], ['粤B 12345', 'AB 1234 '], WHITESPACE),
  field('no whitespace in an action name', 'actionName', ['devicelist_add', '新增设备'], ['device add', '新增 设备'], WHITESPACE),
  field('no whitespace in an asset code', 'assetCode', ['ZC-0001', 'BOX_12'], ['ZC 0001', 'BOX\n12'], WHITESPACE),
  field('device number exactly 8 digits, no whitespace', 'deviceNumber', ['12345678', '00000001'], ['1234567', '123456789', '1234 678', 'A2345678', ' 12345678'], [
    'The device number must be exactly 8 digits',
    '设备编号必须为 8 位数字',
    '設備編號必須為 8 位數字',
  ]),
  field('device name without special characters or whitespace', 'deviceName', ['冷库探头01', 'Box_01-A', '冷藏車'], ['probe#1', 'probe 1', 'probe@home', '温度（一）'], [
    'The device name cannot contain special characters or spaces',
    '设备名称不能包含特殊字符或空格',
    '設備名稱不能包含特殊字元或空格',
  ]),
  field('asset size: three half-width comma-separated numbers', 'assetSize', ['1,2,3', '60.5,45,180'], ['1,2', '1，2，3', '1,2,3,4', '1, 2, 3', 'a,b,c'], [
    'Enter exactly three numbers separated by half-width commas, e.g. 1,2,3',
    '请输入三个以半角逗号分隔的数字，例如 1,2,3',
    '請輸入三個以半形逗號分隔的數字，例如 1,2,3',
  ]),
  field('backup file name: letters, digits, hyphen, underscore', 'backupFileName', ['backup_2024-01', 'DB01'], ['backup.sql', 'my backup', '备份'], [
    'Only letters, digits, hyphens and underscores are allowed',
    '只能包含字母、数字、连字符和下划线',
    '只能包含字母、數字、連字號和底線',
  ]),
  {
    rule: 'max temperature greater than min',
    valid: [
      { minTemperature: -20, maxTemperature: -18 },
      { minTemperature: 2, maxTemperature: 8 },
      { maxTemperature: 8 },
    ],
    invalid: [
      { record: { minTemperature: 8, maxTemperature: 2 }, field: 'maxTemperature', texts: greater(8) },
      { record: { minTemperature: 5, maxTemperature: 5 }, field: 'maxTemperature', texts: greater(5) },
      // a partial update sends only the max: the stored min counts
      { record: { maxTemperature: -25 }, field: 'maxTemperature', texts: greater(-20), options: { original: { minTemperature: -20, maxTemperature: -18 } } },
    ],
  },
  {
    rule: 'a partial update of the min alone is checked against the stored max',
    options: { original: { minTemperature: 2, maxTemperature: 8 } },
    valid: [{ minTemperature: 5 }, { minTemperature: -30 }],
    invalid: [
      { record: { minTemperature: 8 }, field: 'maxTemperature', texts: greater(8) },
      { record: { minTemperature: 50 }, field: 'maxTemperature', texts: greater(50) },
    ],
  },
  {
    rule: 'max humidity greater than min',
    valid: [
      { minHumidity: 30, maxHumidity: 70 },
      { minHumidity: 0, maxHumidity: 0.5 },
    ],
    invalid: [
      { record: { minHumidity: 70, maxHumidity: 30 }, field: 'maxHumidity', texts: greater(70) },
      { record: { minHumidity: 45.5, maxHumidity: 45.5 }, field: 'maxHumidity', texts: greater(45.5) },
    ],
  },
  field('temperature: at most one decimal', 'temperature', [-18.5, 25, 0], [2.55, -0.25], decimals(1)),
  field('temperature is a number', 'temperature', [4.5, -30], ['4.5', null], NUMBER),
  field('humidity: not negative', 'humidity', [0, 45], [-1, -0.5], atLeast(0)),
  field('humidity: integer or one decimal', 'humidity', [45, 45.5], [45.55, 99.99], decimals(1)),
  field('capacity: two decimals', 'capacity', [1.25, 10, 0.5], [1.255, 3.14159], decimals(2)),
  field('capacity: not negative', 'capacity', [0, 12.5], [-1, -0.01], atLeast(0)),
  field('menu path must not start with /', 'menuPath', ['device/list', 'system'], ['/device/list', '/', '//x'], [
    'The path must not start with /',
    '路径不能以 / 开头',
    '路徑不能以 / 開頭',
  ]),
  field('menu component must start with / (empty: the main layout)', 'menuComponent', ['/device/list/index', '', '/system/menu/index'], ['device/list/index', 'Layout'], [
    'The component must start with /',
    '组件必须以 / 开头',
    '元件必須以 / 開頭',
  ]),
  field('login account: at least 8 characters, no blanks', 'loginAccount', ['admin123', 'zhang.san@corp'], ['admin12', 'admin 1234', '', '        '], [
    'The login account must be at least 8 characters, without spaces',
    '登录账号至少 8 个字符，且不能包含空格',
    '登入帳號至少 8 個字元，且不能包含空格',
  ]),
  field('password: at least 6', 'password', ['abcdef', '123456', 'a long pass phrase'], ['abc', '12345', ''], ['At least 6 characters', '至少 6 个字符', '至少 6 個字元']),
  {
    rule: 'password different from the original',
    options: { original: { password: 'secret1' } },
    valid: [{ password: 'secret2' }, { password: 'Secret1' }],
    invalid: [
      { record: { password: 'secret1' }, texts: DIFFERENT },
      { record: { password: '123456' }, texts: DIFFERENT, options: { original: { password: '123456' } } },
    ],
  },
  {
    rule: 'new password different from the old one in the same form',
    valid: [
      { oldPassword: 'secret1', newPassword: 'secret2' },
      { oldPassword: '123456', newPassword: '654321' },
    ],
    invalid: [
      { record: { oldPassword: 'secret1', newPassword: 'secret1' }, field: 'newPassword', texts: DIFFERENT },
      { record: { oldPassword: '123456', newPassword: '123456' }, field: 'newPassword', texts: DIFFERENT },
    ],
  },
  {
    rule: 'confirmation equal to the password',
    valid: [
      { password: 'abcdef', confirmPassword: 'abcdef' },
      { password: 'Pa55word!', confirmPassword: 'Pa55word!' },
    ],
    invalid: [
      { record: { password: 'abcdef', confirmPassword: 'abcdeg' }, field: 'confirmPassword', texts: ['The two entries do not match', '两次输入不一致', '兩次輸入不一致'] },
      { record: { password: 'abcdef', confirmPassword: 'ABCDEF' }, field: 'confirmPassword', texts: ['The two entries do not match', '两次输入不一致', '兩次輸入不一致'] },
      { record: { password: 'abcdef', confirmPassword: 'abc' }, field: 'confirmPassword', texts: ['At least 6 characters', '至少 6 个字符', '至少 6 個字元'] },
    ],
  },
  field('alarm message limit: at least 2', 'alarmMessageLimit', [2, 5], [1, 0], atLeast(2)),
  field('alarm message limit: at most 10', 'alarmMessageLimit', [10, 9], [11, 100], atMost(10)),
  field('at most 10 WeChat recipients', 'wechatRecipients', [recipients(10), []], [recipients(11), recipients(20)], ['At most 10 items', '最多 10 项', '最多 10 項']),
  field('WeChat recipients: no duplicates', 'wechatRecipients', [['a', 'b'], [1, 2]], [['a', 'a'], [3, 3]], ['Duplicate items are not allowed', '不能有重复项', '不能有重複項目']),
  field('SMS warning count at least 10', 'smsWarningCount', [10, 500], [9, 0], atLeast(10)),
  field('voice warning count at least 10', 'voiceWarningCount', [10, 11], [5, -10], atLeast(10)),
  field('warning counts are integers', 'voiceWarningCount', [20, 30], [10.5, 99.9], INTEGER),
  field('offline minutes: an integer of at least 10', 'offlineMinutes', [10, 60], [9, 1], atLeast(10)),
  field('offline minutes are integers', 'offlineMinutes', [15, 120], [10.5, '30'], INTEGER),
  field('trigger time: a non-negative integer', 'triggerTime', [0, 30], [-1, -60], atLeast(0)),
  field('trigger time is an integer', 'triggerTime', [1, 3600], [1.5, '5'], INTEGER),
  field('avatar: jpg, jpeg, png or gif', 'avatar', [file('me.jpg'), file('ME.JPEG'), file('a.png'), file('b.gif')], [file('me.bmp'), file('avatar'), file('me.jpg.exe')], [
    'The upload format is incorrect, please upload jpg, jpeg, png, gif format',
    '上传格式不正确，请上传 jpg, jpeg, png, gif 格式',
    '上傳格式不正確，請上傳 jpg, jpeg, png, gif 格式',
  ]),
  field('avatar: up to 2 MB', 'avatar', [file('me.png', 2 * 1024 * 1024), file('me.png', 0)], [file('me.png', 2 * 1024 * 1024 + 1), file('me.gif', 5e6)], [
    'The file must not exceed 2 MB',
    '文件大小不能超过 2 MB',
    '檔案大小不能超過 2 MB',
  ]),
  field('excel upload: xls or xlsx', 'excel', [file('waybills.xls'), file('WAYBILLS.XLSX')], [file('waybills.csv'), file('xlsx'), file('waybills.xlsm')], [
    'The upload format is incorrect, please upload xls or xlsx format',
    '上传格式不正确，请上传 xls 或 xlsx 格式',
    '上傳格式不正確，請上傳 xls 或 xlsx 格式',
  ]),
  field('at most 5 attachments', 'attachments', [files(5), files(0), files(1)], [files(6), files(10)], ['At most 5 items', '最多 5 项', '最多 5 項']),
  field('camera stream: rtsp, rtmp or http(s) only', 'stream', ['rtsp://192.168.10.21/stream1', 'https://cams.example.com/live/1'], ['javascript:alert(1)', 'ftp://host/x', 'rtsp://a b'], [
    'Enter a stream address starting with rtsp://, rtmp://, http:// or https://',
    '请输入以 rtsp://、rtmp://、http:// 或 https:// 开头的视频流地址',
    '請輸入以 rtsp://、rtmp://、http:// 或 https:// 開頭的視訊串流位址',
  ]),
  field('a file is a descriptor', 'avatar', [{ name: 'a.png' }, { name: 'a.png', size: 1, type: 'image/png' }], ['a.png', 42], ['Invalid value', '值无效', '值無效']),
  field('a required name may not be empty', 'name', ['a', 'b'], [''], ['This field is required', '此项为必填项', '此項為必填項']),
];

const languages = [
  ['en', en],
  ['zh-CN', zhCN],
  ['zh-TW', zhTW],
] as const;

describe('validation rules (spec §5) through compiled schemas', () => {
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

  it('reports a missing required field, but not on a partial update', () => {
    expect(validate({})).toEqual({ name: { key: 'validation.required' } });
    expect(validate({}, { partial: true })).toBeNull();
    expect(translateIssue({ key: 'validation.required' }, zhCN)).toBe('此项为必填项');
  });

  it('reports an unknown property on its own name', () => {
    expect(check({ colour: 'red' })).toEqual({ colour: { key: 'validation.additionalProperties' } });
  });

  it('keeps the first issue per field and reports every field', () => {
    const issues = check({ mobile: '123', email: 'x', temperature: 1.25, deviceNumber: 'a b' });
    expect(Object.keys(issues ?? {}).sort()).toEqual(['deviceNumber', 'email', 'mobile', 'temperature']);
  });

  it('passes parameters a message can show', () => {
    expect(check({ avatar: file('me.bmp') })?.avatar).toEqual({ key: 'validation.file.accept', params: { accept: 'jpg, jpeg, png, gif' } });
    expect(check({ avatar: file('me.png', 3e6) })?.avatar).toEqual({ key: 'validation.file.maxSize', params: { limit: '2 MB' } });
    expect(check({ minTemperature: 2, maxTemperature: 1 })?.maxTemperature).toEqual({ key: 'validation.greaterThan', params: { field: 'minTemperature', limit: 2 } });
    expect(check({ percent: 101 })?.percent).toEqual({ key: 'validation.maximum', params: { limit: 100 } });
  });
});
