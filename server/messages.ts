/**
 * The answers' own messages (the envelope's `message`) in the three console languages, chosen by
 * the `lang` request header (default zh-CN, spec §9). A message is a key; `{name}` placeholders
 * are filled from vars. Field messages (`data.errors`) are not here: they are the `validation.*`
 * keys of locales/, shared with the console (reply.invalid, services/formSchema.ts).
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
  storageFull: ['服务器存储空间已满，本次操作未保存，请联系管理员', '伺服器儲存空間已滿，本次操作未儲存，請聯絡管理員', 'The server storage is full: nothing was saved. Please contact the administrator'],
  storageUnavailable: ['服务器存储无法写入，本次操作未保存，请联系管理员', '伺服器儲存無法寫入，本次操作未儲存，請聯絡管理員', 'The server storage cannot be written: nothing was saved. Please contact the administrator'],
  apiNotFound: ['接口不存在', '接口不存在', 'This API does not exist'],
  notFound: ['请求的数据不存在', '請求的數據不存在', 'The requested item does not exist'],
  missingTimestamp: ['缺少请求时间戳', '缺少請求時間戳', 'Missing request timestamp'],
  timestampWindow: ['请求时间戳超出允许范围', '請求時間戳超出允許範圍', 'Request timestamp outside the allowed window'],
  missingSign: ['缺少请求签名', '缺少請求簽名', 'Missing request signature'],
  badSign: ['请求签名无效', '請求簽名無效', 'Invalid request signature'],
  replayed: ['该请求已被处理过，请勿重复提交', '該請求已被處理過，請勿重複提交', 'This request was already received and is not accepted again'],
  bodyTooLarge: ['请求内容过大', '請求內容過大', 'The request is too large'],
  busy: ['服务器繁忙，请稍后重试', '伺服器繁忙，請稍後重試', 'The server is busy, please try again shortly'],
  // issue 26 §4: report files built at once per user (REPORT_FILE_CONCURRENCY_PER_USER)
  reportFilesBusy: [
    '您已有 {count} 个报表文件正在生成，请稍候再试，或使用下载中心',
    '您已有 {count} 個報表檔案正在產生，請稍候再試，或使用下載中心',
    'You already have {count} report file being made. Please try again shortly, or use the download centre |||| You already have {count} report files being made. Please try again shortly, or use the download centre',
  ],
  missingToken: ['缺少 X-Token', '缺少 X-Token', 'Missing X-Token'],
  missingUsername: ['缺少用户名', '缺少用戶名', 'Missing username'],
  invalidToken: ['登录已失效，请重新登录', '登錄已失效，請重新登錄', 'Invalid token, please log in again'],
  tokenExpired: ['登录已过期', '登錄已過期', 'Token expired'],
  forbidden: ['权限验证失败', '權限驗證失敗', 'Permission verification failed'],
  validation: ['参数错误', '參數錯誤', 'Parameter error'],
  loginOk: ['登录成功', '登錄成功', 'Logged in'],
  loginFailed: ['账号或密码错误', '賬號或密碼錯誤', 'Incorrect account or password'],
  puzzle: ['请完成验证', '請完成驗證', 'Please complete the verification'],
  smsSent: ['验证码已发送', '驗證碼已發送', 'Verification code sent'],
  // one answer whether or not the phone belongs to the username, so it reveals neither
  smsSentIfMatch: [
    '如果该手机号属于此账号，验证码已发送',
    '如果該手機號屬於此賬號，驗證碼已發送',
    'If this phone number belongs to the account, a verification code has been sent',
  ],
  tooManyAttempts: [
    '尝试次数过多，请 {count} 秒后再试',
    '嘗試次數過多，請 {count} 秒後再試',
    'Too many attempts, please try again in {count} second |||| Too many attempts, please try again in {count} seconds',
  ],
  passwordChanged: ['密码已修改', '密碼已修改', 'Password changed'],
  menuNotFound: ['页面不存在', '頁面不存在', 'The page does not exist'],
  operationNotFound: ['操作不存在', '操作不存在', 'The operation does not exist'],
  announcementNotFound: ['公告不存在', '公告不存在', 'The announcement does not exist'],
  roleNotFound: ['角色不存在', '角色不存在', 'The role does not exist'],
  passwordReset: ['密码已重置为登录账号', '密碼已重置為登錄賬號', 'The password is reset to the login account'],
  // issue 30 §5: website mode's read-only switch, and the QA tools off in production
  readOnlyMode: [
    '平台正处于只读维护模式，暂时无法保存更改，请稍后再试',
    '平台正處於唯讀維護模式，暫時無法儲存變更，請稍後再試',
    'The platform is in read-only mode for maintenance: changes cannot be saved now. Please try again later',
  ],
  qaToolsDisabled: ['测试工具在正式环境中未启用', '測試工具在正式環境中未啟用', 'The QA tools are not enabled in production'],
  passwordChangeRequired: ['请先修改密码', '請先修改密碼', 'Please change your password first'],
  passwordChangeLocked: ['原密码错误次数过多，请稍后再试', '原密碼錯誤次數過多，請稍後再試', 'Too many wrong passwords, please try again later'],
  // spec §6: a shared-settlement account draws from its parent's balance
  sharedCannotTopUp: ['共享账户不能单独充值', '共享賬戶不能單獨充值', 'Shared accounts cannot top up individually'],
  // issue 28 §3: device renewal (spec §8 "Insufficient balance")
  insufficientBalance: ['余额不足', '餘額不足', 'Insufficient balance'],
  renewalNotDue: ['只能续费已过期或 3 个月内到期的设备', '只能續費已過期或 3 個月內到期的設備', 'Only expired devices and devices expiring within 3 months can be renewed'],
  renewalChanged: ['设备的到期日期已被更改，请刷新后重试', '設備的到期日期已被更改，請重新整理後重試', "A device's expiry date has changed meanwhile; please reload and try again"],
  wechatUnavailable: ['微信支付不可用', '微信支付不可用', 'WeChat payment is not available'],
  wechatOrderExpired: ['支付二维码已过期，请重新生成', '支付二維碼已過期，請重新生成', 'The payment QR code has expired; please generate a new one'],
  wechatOrderPaid: ['该订单已支付', '該訂單已支付', 'This order has already been paid'],
  // issue 28 §5: registration, and the data interface (a premium service, spec §1 and §6 "contact sales")
  registered: ['注册成功，请登录', '註冊成功，請登錄', 'Registered, please log in'],
  dockingKeyInvalid: ['对接密钥无效或已撤销', '對接密鑰無效或已撤銷', 'The docking key is invalid or revoked'],
  dataInterfaceNotActivated: [
    '数据接口服务为增值服务，尚未开通，请联系销售',
    '數據接口服務為增值服務，尚未開通，請聯絡銷售',
    'The data interface is a premium service that is not activated: please contact sales',
  ],
  authCodeNotFound: ['授权码不存在', '授權碼不存在', 'The authorization code does not exist'],
  authCodeLimit: ['有效授权码已达上限 {count} 个，请先撤销一个', '有效授權碼已達上限 {count} 個，請先撤銷一個', 'You already have {count} live authorization codes: revoke one first'],
  // issue 29 §5: floor plans (routes/floorplan)
  floorPlanNotFound: ['平面图不存在', '平面圖不存在', 'The floor plan does not exist'],
  floorPlanDeviceNotFound: ['设备不存在', '設備不存在', 'The device does not exist'],
  floorPlanFull: ['一张平面图最多放置 {count} 台设备', '一張平面圖最多放置 {count} 台設備', 'A floor plan holds at most {count} devices'],
  // issue 29 §1, §2: the waybill actions; {status} is the status's name, {action} the action's (waybillDo*)
  waybillActionRefused: ['运单当前为“{status}”，不能{action}', '運單目前為「{status}」，不能{action}', 'This waybill is {status}: it cannot be {action}'],
  waybillDoDepart: ['发车', '發車', 'departed'],
  waybillDoDeliver: ['确认送达', '確認送達', 'delivered'],
  waybillDoReject: ['确认拒收', '確認拒收', 'rejected'],
  waybillDoTransship: ['转运', '轉運', 'transshipped'],
  waybillDoAdjust: ['调整（未发车的运单请直接编辑）', '調整（未發車的運單請直接編輯）', 'adjusted (edit a waybill not yet shipped instead)'],
  waybillDoRelease: ['做放行决定（须先到达）', '做放行決定（須先到達）', 'given a release decision (it must have arrived)'],
  waybillDoDelete: ['删除（只能删除未发车的运单）', '刪除（只能刪除未發車的運單）', 'deleted (only a waybill not yet shipped can be)'],
  waybillNoAssets: ['运单至少需要一个资产才能发车', '運單至少需要一個資產才能發車', 'A waybill needs at least one asset to depart'],
  waybillChanged: ['运单刚被他人修改，请刷新后重试', '運單剛被他人修改，請重新整理後重試', 'The waybill was changed meanwhile: refresh and try again'],
  waybillNothingAdjusted: ['调整未改变任何内容', '調整未改變任何內容', 'The adjustment changes nothing'],
  waybillDecided: ['该运单已有有效的放行决定', '該運單已有有效的放行決定', 'This waybill already has a release decision in force'],
  waybillSummaryChanged: ['温度摘要已变化，请重新查看后再签名', '溫度摘要已變化，請重新查看後再簽名', 'The summary has changed since it was shown: review it and sign again'],
  waybillSignLocked: ['密码错误次数过多，请重新登录后再签名', '密碼錯誤次數過多，請重新登入後再簽名', 'Too many wrong passwords: sign in again before signing'],
  waybillSigned: ['签名已记录', '簽名已記錄', 'The signature is recorded'],
  // 21 CFR Part 11 §11.50: what the signature means, shown in the signing dialog and stored with it
  waybillMeaningRelease: [
    '本人已审阅该运单的温度记录与报警，批准放行该批货物',
    '本人已審閱該運單的溫度記錄與報警，批准放行該批貨物',
    'I have reviewed this waybill\'s temperature record and alarms, and I release the goods',
  ],
  waybillMeaningReject: [
    '本人已审阅该运单的温度记录与报警，拒绝放行该批货物',
    '本人已審閱該運單的溫度記錄與報警，拒絕放行該批貨物',
    'I have reviewed this waybill\'s temperature record and alarms, and I refuse to release the goods',
  ],
  // issue 30 §2: premium services (spec §1, §6 "need sales activation (message: contact sales)", §9 trial)
  premiumContactSales: ['增值服务需由销售开通，请联系销售', '增值服務需由銷售開通，請聯絡銷售', 'Premium services are activated by sales: please contact sales'],
  premiumNotActive: ['该增值服务尚未开通，请联系销售', '該增值服務尚未開通，請聯絡銷售', 'This premium service is not activated for your company: please contact sales'],
  premiumCompanyNotFound: ['公司不存在', '公司不存在', 'The company does not exist'],
  premiumTrialUsed: ['该公司已试用过此服务，试用只能开通一次', '該公司已試用過此服務，試用只能開通一次', 'This company has had its trial of this service already: a trial is given once'],
  premiumAlreadySubscribed: ['该服务已订阅，无需试用', '該服務已訂閱，無需試用', 'This service is subscribed already: no trial is needed'],
  backupTooManyDevices: ['每个备份配置最多 {count} 台设备', '每個備份配置最多 {count} 台設備', 'A backup configuration holds at most {count} devices'],
  backupFileNotFound: ['备份文件不存在或已过期', '備份文件不存在或已過期', 'The backup file does not exist or has expired'],
  // issue 30 §4: the IP white list, enforced at login for a company that has one
  ipNotAllowed: ['当前 IP 地址不在公司的 IP 白名单中，禁止登录', '當前 IP 位址不在公司的 IP 白名單中，禁止登入', 'Login from this IP address is not allowed: it is not on your company\'s IP white list'],
  // issue 30 §3, §4: recharge and company config
  rechargeOk: ['充值成功', '充值成功', 'Recharged'],
  // issue 28 §5: a registered trial's end (spec §9), and its conversion into a customer by a platform administrator
  trialEnded: [
    '{company} 的试用已于 {date} 结束，请联系销售开通正式服务。',
    '{company} 的試用已於 {date} 結束，請聯絡銷售開通正式服務。',
    'The trial of {company} ended on {date}. Contact sales to subscribe.',
  ],
  trialConverted: ['已转为正式客户', '已轉為正式客戶', 'The company is a customer now'],
  trialNotInTrial: ['该公司不在试用期', '該公司不在試用期', 'This company is not in a trial'],
  companyConfigSaved: ['公司配置已保存，用户下次加载页面时生效', '公司配置已儲存，用戶下次載入頁面時生效', 'Company config saved: users get it at their next page load'],
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

/**
 * A template with ' |||| ' holds plural forms, as in locales/*.json: the first for the language's
 * 'one' category of `vars.count` (Intl.PluralRules), the last for every other. Chinese has one form.
 */
// one rules object per language: building one per message cost a tenth of a refused request
const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralForm(lang: Language, template: string, vars: MessageVars): string {
  if (!template.includes('||||')) return template;
  const forms = template.split('||||').map((form) => form.trim());
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  const one = rules.select(Number(vars.count)) === 'one';
  return (one ? forms[0] : forms[forms.length - 1]) ?? template;
}

export function t(lang: Language, key: MessageKey, vars: MessageVars = {}): string {
  const template = pluralForm(lang, catalogue[key][LANGUAGES.indexOf(lang)] ?? catalogue[key][0], vars);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
