/** Dashboard, announcement, map, statistics, tools and the small single-page areas of spec §2. */
import { area, FULL, pages, READ_ONLY, VIEW, type MenuSeed } from './define';

export const HOME_AREA: MenuSeed = area('', 'Home', ['首页', '首頁', 'Home'], 'dashboard', [
  {
    name: 'Dashboard',
    path: 'index',
    component: '/dashboard/index',
    title: ['首页', '首頁', 'Dashboard'],
    icon: 'dashboard',
    affix: true,
    actions: VIEW,
  },
]);

export const ANNOUNCEMENT_AREA: MenuSeed = area('announcement', 'AnnouncementArea', ['公告', '公告', 'Announcements'], 'announcement', pages('announcement', [
  // add, edit, delete: publishing (issue 28 §2; migration 025 for a database seeded before)
  ['Announcement', 'index', '公告', '公告', 'Announcements', { actions: ['view', 'add', 'edit', 'delete'] }],
]));

export const MAP_AREA: MenuSeed = area('map', 'Map', ['地图', '地圖', 'Maps'], 'map', pages('map', [
  ['MapCarMonitor', 'carmonitor', '车辆监控', '車輛監控', 'Vehicle monitor', { actions: VIEW }],
  ['MapDataOverview', 'dataoverview', '数据总览', '數據總覽', 'Data overview', { actions: VIEW }],
  ['MapMonitor', 'monitor', '地图监控', '地圖監控', 'Map monitor', { actions: VIEW }],
  ['MapReplay', 'replay', '轨迹回放', '軌跡回放', 'Track replay', { actions: READ_ONLY }],
  // edit: dragging an organization's marker sets its location (issue 14 §2)
  ['MapResource', 'resource', '资源分布', '資源分佈', 'Resources', { actions: ['view', 'edit'] }],
]));

export const STATISTICS_AREA: MenuSeed = area('statistics', 'Statistics', ['统计分析', '統計分析', 'Statistics'], 'chart', pages('statistics', [
  ['StatisticsOverview', 'overview', '统计概览', '統計概覽', 'Overview', { actions: READ_ONLY }],
  ['StatisticsCharts', 'charts', '数据图表', '數據圖表', 'Charts', { actions: READ_ONLY }],
  // the page is the reportSchedule entity's list: its schedules are added, edited and deleted there
  ['StatisticsReports', 'reports', '数据报表', '數據報表', 'Reports', { actions: FULL }],
  ['StatisticsDataQuery', 'dataquery', '数据查询', '數據查詢', 'Data query', { actions: READ_ONLY }],
  ['StatisticsDownloadCenter', 'downloadcenter', '下载中心', '下載中心', 'Download center', { actions: ['view', 'delete', 'export'] }],
  ['StatisticsTemperatureLog', 'temperaturelog', '温度日志', '溫度日誌', 'Temperature log', { actions: READ_ONLY }],
]));

export const TOOLS_AREA: MenuSeed = area('tools', 'Tools', ['工具', '工具', 'Tools'], 'tool', pages('tools', [
  ['ToolsAfterSales', 'aftersales', '售后工具', '售後工具', 'After-sales'],
  ['ToolsBackgroundMan', 'backgroundman', '后台管理', '後台管理', 'Back office'],
  ['ToolsCalibration', 'calibration', '校准工具', '校準工具', 'Calibration'],
  ['ToolsCompanyConfig', 'companyconfig', '公司配置', '公司配置', 'Company config'],
  ['ToolsCompanyMan', 'companyman', '公司管理', '公司管理', 'Companies'],
  // edit: recording a battery's date (issue 30 §5; migration 039 for a database seeded before)
  ['ToolsDeviceAnalysis', 'deviceanalysis', '设备分析', '設備分析', 'Device analysis', { actions: ['view', 'edit', 'export'] }],
  ['ToolsRecharge', 'recharge', '充值', '充值', 'Recharge'],
  ['ToolsUsersTool', 'userstool', '用户工具', '用戶工具', 'User tools'],
  ['ToolsWebsiteMode', 'websitemode', '网站模式', '網站模式', 'Website mode'],
  ['ToolsWechatBinding', 'wechatbinding', '微信绑定', '微信綁定', 'WeChat binding'],
]));

export const RENEWAL_AREA: MenuSeed = area('renewalnotice', 'RenewalNoticeArea', ['续费通知', '續費通知', 'Renewal notice'], 'renewal', pages('renewalnotice', [
  // the page is the expirationReminder entity's list: its reminders are added, edited and deleted there (issue 28 §3)
  ['RenewalNotice', 'index', '续费通知', '續費通知', 'Renewal notice', { actions: FULL }],
]));

export const APITOOL_AREA: MenuSeed = area('apitool', 'ApiToolArea', ['接口工具', '接口工具', 'API tool'], 'api', pages('apitool', [
  ['ApiTool', 'index', '接口工具', '接口工具', 'API tool', { actions: VIEW }],
]));

export const QATOOLS_AREA: MenuSeed = area('qatools', 'Qatools', ['测试工具', '測試工具', 'QA tools'], 'bug', pages('qatools', [
  // edit: running QA actions (issue 30 §5; migration 039 for a database seeded before)
  ['QatoolsIndex', 'index', '测试工具', '測試工具', 'QA tools', { actions: ['view', 'edit'] }],
  // the compact form of the QA tools with the log of their actions (issue 30 §5)
  ['QatoolsLegacy', 'legacy', '旧版工具', '舊版工具', 'Legacy tools', { actions: VIEW }],
]));
