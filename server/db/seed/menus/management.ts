/** The management area of spec §2. */
import { OPERATION_EDIT_CODE } from '../../../permissions';
import { PLATFORM_CODE_NAMES } from '../../../../src/lib/permissionCodes';
import { area, pages, READ_ONLY, VIEW, type MenuSeed } from './define';

export const MANAGEMENT_AREA: MenuSeed = area('management', 'Management', ['系统管理', '系統管理', 'Management'], 'setting', pages('management', [
  ['ManagementAccount', 'account', '账号信息', '賬號信息', 'My account', { actions: ['view', 'edit'] }],
  ['ManagementAccountBalance', 'accountbalance', '账户余额', '賬戶餘額', 'Account balance', { actions: READ_ONLY }],
  // a link to Graded alarms, the same settings (issue 26 §3; README "Graded alarms"): the sidebar opens
  // /alarm/graded; the page stays for its permission and for old bookmarks
  ['ManagementAdvancedAlarm', 'advancedalarm', '高级报警设置', '高級報警設置', 'Advanced alarm settings', { redirect: '/alarm/graded' }],
  ['ManagementAuthCode', 'authcode', '授权码', '授權碼', 'Authorization codes'],
  ['ManagementBalanceWarning', 'balancewarning', '余额预警', '餘額預警', 'Balance warnings'],
  ['ManagementBalanceHistory', 'balancehistory', '余额记录', '餘額記錄', 'Balance history', { actions: READ_ONLY }],
  ['ManagementCalibrationUnit', 'calibrationunit', '校准单位', '校準單位', 'Calibration units'],
  ['ManagementChannelShowSet', 'channelshowset', '通道显示设置', '通道顯示設置', 'Channel display'],
  ['ManagementDataBackup', 'databackup', '数据备份', '數據備份', 'Data backup'],
  ['ManagementDataDictionary', 'datadictionary', '数据字典', '數據字典', 'Data dictionary'],
  ['ManagementDevice', 'device', '设备管理', '設備管理', 'Device administration', { actions: ['view', 'add', 'edit', 'delete', 'export', 'import'] }],
  ['ManagementDevicePrompt', 'deviceprompt', '设备提示', '設備提示', 'Device prompts'],
  ['ManagementLogInfo', 'loginfo', '操作日志', '操作日誌', 'Operation log', { actions: READ_ONLY }],
  ['ManagementLoginLog', 'loginlog', '登录日志', '登錄日誌', 'Login log', { actions: READ_ONLY }],
  ['ManagementMenu', 'menu', '菜单管理', '菜單管理', 'Menus'],
  ['ManagementBinding', 'binding', '绑定管理', '綁定管理', 'Bindings'],
  ['ManagementStorageTransport', 'storagetransport', '仓储运输', '倉儲運輸', 'Storage and transport'],
  ['ManagementOperation', 'operation', '操作管理', '操作管理', 'Operations', {
    extraCodes: [{ code: OPERATION_EDIT_CODE, fullname: PLATFORM_CODE_NAMES[OPERATION_EDIT_CODE]! }],
  }],
  ['ManagementOrder', 'order', '订单管理', '訂單管理', 'Orders'],
  ['ManagementOrganize', 'organize', '组织管理', '組織管理', 'Organizations'],
  ['ManagementPremiumServices', 'premiumservices', '增值服务', '增值服務', 'Premium services', { actions: ['view', 'edit'] }],
  ['ManagementIpWhiteList', 'ipwhitelist', 'IP 白名单', 'IP 白名單', 'IP white list'],
  ['ManagementPrintHeadRule', 'printheadrule', '打印抬头规则', '列印抬頭規則', 'Print header rules'],
  ['ManagementRole', 'role', '角色管理', '角色管理', 'Roles'],
  ['ManagementSystemMessageUser', 'systemmessageuser', '系统消息用户', '系統消息用戶', 'System message users'],
  ['ManagementTriggerDealSolution', 'triggerdealsolution', '报警处理方案', '報警處理方案', 'Alarm handling solutions'],
  ['ManagementUser', 'user', '用户管理', '用戶管理', 'Users', { actions: ['view', 'add', 'edit', 'delete', 'export', 'import'] }],
  ['ManagementUserGroup', 'usergroup', '用户组', '用戶組', 'User groups'],
  ['ManagementUserImport', 'userimport', '用户导入', '用戶導入', 'User import', { hidden: true, actions: ['view', 'import'] }],
  ['ManagementSysConfig', 'sysconfig', '系统配置', '系統配置', 'System config', { actions: VIEW }],
]));
