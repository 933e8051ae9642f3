/** The device area and the alarm area of spec §2. */
import { area, pages, READ_ONLY, type MenuSeed } from './define';

export const DEVICE_AREA: MenuSeed = area('device', 'Device', ['设备管理', '設備管理', 'Devices'], 'device', pages('device', [
  ['DeviceList', 'list', '设备列表', '設備列表', 'Device list', {
    actions: ['view', 'add', 'edit', 'delete', 'export', 'import'],
    hiddenActions: ['import'],
  }],
  ['DeviceDetail', 'detail/:id', '设备详情', '設備詳情', 'Device detail', { hidden: true, noCache: true, actions: ['view', 'edit'] }],
  ['DeviceMonitor', 'monitor', '设备监控', '設備監控', 'Device monitor', { actions: READ_ONLY }],
  ['DeviceRecord', 'record', '历史数据', '歷史數據', 'Data records', { actions: READ_ONLY }],
  ['DeviceStateList', 'statelist', '设备状态', '設備狀態', 'Device states', { actions: READ_ONLY }],
  ['DeviceExpired', 'expired', '待续费设备', '待續費設備', 'Devices pending renewal', { actions: READ_ONLY }],
  ['DeviceRenewal', 'renewal', '设备续费', '設備續費', 'Device renewal'],
  ['DeviceParamSet', 'paramset', '参数设置', '參數設置', 'Parameter settings'],
  ['DeviceSetRecord', 'setrecord', '设置记录', '設置記錄', 'Setting records', { actions: READ_ONLY }],
  ['DeviceUpgrade', 'upgrade', '设备升级', '設備升級', 'Firmware upgrade'],
  ['DeviceStatistics', 'statistics', '设备统计', '設備統計', 'Device statistics', { actions: READ_ONLY }],
  ['DeviceCalibration', 'calibration', '校准信息', '校準信息', 'Calibration info'],
  ['DeviceCertDownload', 'certdownload', '证书下载', '證書下載', 'Certificate download', { actions: READ_ONLY }],
  ['DeviceDataUpload', 'dataupload', '数据上传', '數據上傳', 'Data upload'],
  ['DeviceColdCabinet', 'coldcabinet', '冷链柜', '冷鏈櫃', 'Cold-chain cabinets'],
  ['DeviceAlert', 'alert', '声光报警器', '聲光報警器', 'Alerters'],
]));

export const ALARM_AREA: MenuSeed = area('alarm', 'Alarm', ['报警管理', '報警管理', 'Alarms'], 'alarm', pages('alarm', [
  ['AlarmHistory', 'history', '报警历史', '報警歷史', 'Alarm history', { actions: ['view', 'edit', 'export'] }],
  ['AlarmAdvancedHistory', 'advancedhistory', '高级报警历史', '高級報警歷史', 'Advanced alarm history', { actions: READ_ONLY }],
  ['AlarmSession', 'session', '报警会话', '報警會話', 'Alarm sessions', { actions: READ_ONLY }],
  ['AlarmStats', 'stats', '报警统计', '報警統計', 'Alarm statistics', { actions: READ_ONLY }],
  ['AlarmReasonStats', 'reasonstats', '报警原因统计', '報警原因統計', 'Alarm reason statistics', { actions: READ_ONLY }],
  ['AlarmRules', 'rules', '报警规则', '報警規則', 'Alarm rules'],
  ['AlarmGraded', 'graded', '分级报警', '分級報警', 'Graded alarms'],
  ['AlarmReceiver', 'receiver', '报警接收人', '報警接收人', 'Alarm receivers'],
]));
