/** Spec §5 rules of formats, numbers, names and codes, menus, accounts and passwords. */
import { DIFFERENT, INTEGER, NUMBER, WHITESPACE, atLeast, atMost, decimals, describeRules, field, type Rule } from '../../../test/support/ruleTable';

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
];

describeRules('validation rules (spec §5): formats, names, accounts', rules);
