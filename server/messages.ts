/**
 * Server messages in the three console languages, chosen by the `lang` request header
 * (default zh-CN, spec §9). A message is a key; `{name}` placeholders are filled from vars.
 */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

const catalogue = {
  ok: ['操作成功', '操作成功', 'Success'],
  failed: ['操作失败', '操作失敗', 'Operation failed'],
  inUse: ['正在使用中，无法删除', '正在使用中，無法刪除', 'It is in use and cannot be deleted'],
  invalidRequest: ['无效的请求', '無效的請求', 'Invalid request'],
  serverError: ['请求失败，请稍后重试', '請求失敗，請稍後重試', 'Request failed, please try again later'],
  apiNotFound: ['接口不存在', '接口不存在', 'This API does not exist'],
  notFound: ['请求的数据不存在', '請求的數據不存在', 'The requested item does not exist'],
  missingTimestamp: ['缺少请求时间戳', '缺少請求時間戳', 'Missing request timestamp'],
  timestampWindow: ['请求时间戳超出允许范围', '請求時間戳超出允許範圍', 'Request timestamp outside the allowed window'],
  missingSign: ['缺少请求签名', '缺少請求簽名', 'Missing request signature'],
  badSign: ['请求签名无效', '請求簽名無效', 'Invalid request signature'],
  missingToken: ['缺少 X-Token', '缺少 X-Token', 'Missing X-Token'],
  missingUsername: ['缺少用户名', '缺少用戶名', 'Missing username'],
  invalidToken: ['登录已失效，请重新登录', '登錄已失效，請重新登錄', 'Invalid token, please log in again'],
  tokenExpired: ['登录已过期', '登錄已過期', 'Token expired'],
  forbidden: ['权限验证失败', '權限驗證失敗', 'Permission verification failed'],
  validation: ['参数错误', '參數錯誤', 'Parameter error'],
  loginOk: ['登录成功', '登錄成功', 'Logged in'],
  loginFailed: ['账号或密码错误', '賬號或密碼錯誤', 'Incorrect account or password'],
  puzzle: ['请完成验证', '請完成驗證', 'Please complete the verification'],
  required: ['此项为必填项', '此項為必填項', 'This field is required'],
  noWhitespace: ['不允许包含空白字符', '不允許包含空白字符', 'Blank characters are not allowed'],
  codeTaken: ['该页面已存在此操作代码', '該頁面已存在此操作代碼', 'This code already exists on the page'],
  integerMin0: ['必须是大于等于 0 的整数', '必須是大於等於 0 的整數', 'Must be an integer of 0 or more'],
  tooLong: ['长度不能超过 {max} 个字符', '長度不能超過 {max} 個字符', 'At most {max} characters'],
  mobileFormat: ['手机号格式错误', '手機號格式錯誤', 'Mobile format wrong'],
  landlineFormat: ['座机格式应为区号-号码，例如 010-12345678', '座機格式應為區號-號碼，例如 010-12345678', 'Landline must be area code-number, e.g. 010-12345678'],
  mobileNeedsCode: ['更换手机号需要短信验证码，请使用“更换手机号”', '更換手機號需要短信驗證碼，請使用「更換手機號」', 'Changing the mobile needs a verification code: use "change phone"'],
  emailFormat: ['邮箱格式错误', '郵箱格式錯誤', 'Incorrect email format'],
  passwordTooShort: ['密码至少 6 个字符', '密碼至少 6 個字符', 'The password needs at least 6 characters'],
  passwordNotEncrypted: ['密码未使用平台公钥加密', '密碼未使用平台公鑰加密', 'The password is not encrypted with the platform key'],
  phoneMismatch: ['手机号与账号不匹配', '手機號與賬號不匹配', 'The phone number does not belong to this account'],
  phoneSame: ['新手机号不能与原手机号相同', '新手機號不能與原手機號相同', 'The new mobile must differ from the old one'],
  smsSent: ['验证码已发送', '驗證碼已發送', 'Verification code sent'],
  codeInvalid: ['验证码错误或已过期', '驗證碼錯誤或已過期', 'The verification code is wrong or expired'],
  passwordChanged: ['密码已修改', '密碼已修改', 'Password changed'],
  imageRequired: ['请选择图片', '請選擇圖片', 'Please choose an image'],
  imageType: ['仅支持 jpg、jpeg、png、gif 格式的图片', '僅支持 jpg、jpeg、png、gif 格式的圖片', 'Only jpg, jpeg, png or gif images are allowed'],
  imageSize: ['图片大小不能超过 {size}', '圖片大小不能超過 {size}', 'The image must not exceed {size}'],
  menuNotFound: ['页面不存在', '頁面不存在', 'The page does not exist'],
  operationNotFound: ['操作不存在', '操作不存在', 'The operation does not exist'],
  announcementNotFound: ['公告不存在', '公告不存在', 'The announcement does not exist'],
  propertyInvalid: ['属性只能是 display 或 read', '屬性只能是 display 或 read', 'The property must be display or read'],
  mediumInvalid: ['渠道只能是 web', '渠道只能是 web', 'The medium must be web'],
  roleNotFound: ['角色不存在', '角色不存在', 'The role does not exist'],
  passwordReset: ['密码已重置为登录账号', '密碼已重置為登錄賬號', 'The password is reset to the login account'],
} as const satisfies Record<string, readonly [string, string, string]>;

export type MessageKey = keyof typeof catalogue;
export type MessageVars = Record<string, string | number>;

/** Maps a `lang` header to one of the three languages: 'en-US' → en, 'zh-HK' → zh-TW. */
export function languageOf(header: string | string[] | undefined): Language {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  if (raw.startsWith('en')) return 'en';
  if (raw === 'zh-tw' || raw === 'zh-hk' || raw === 'zh-hant') return 'zh-TW';
  return DEFAULT_LANGUAGE;
}

export function t(lang: Language, key: MessageKey, vars: MessageVars = {}): string {
  const template = catalogue[key][LANGUAGES.indexOf(lang)] ?? catalogue[key][0];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
