/** Assets, containers and waybills (spec §2). */
import { actionCode } from '../../../../src/lib/permissionCodes';
import { WAYBILL_ACTION_CODES, WAYBILL_CODE_NAMES } from '../../../../src/lib/waybillCodeNames';
import { area, pages, READ_ONLY, type MenuSeed } from './define';

/** issue 29 §1: the waybill actions' codes of a waybill list page */
const waybillCodes = (page: string) => WAYBILL_ACTION_CODES.map((action) => ({ code: actionCode(page, action), fullname: WAYBILL_CODE_NAMES[action] }));

export const ASSET_AREA: MenuSeed = area('asset', 'Asset', ['资产管理', '資產管理', 'Assets'], 'asset', pages('asset', [
  // vehicle, coldstore, box and cabinet map to asset roles 1–4 in the sidebar (spec §2)
  ['AssetVehicle', 'vehicle', '冷藏车', '冷藏車', 'Refrigerated vehicles'],
  ['AssetColdstore', 'coldstore', '冷库', '冷庫', 'Cold stores'],
  ['AssetBox', 'box', '冷藏箱', '冷藏箱', 'Cold boxes'],
  ['AssetCabinet', 'cabinet', '冰箱', '冰箱', 'Refrigerators'],
  ['AssetWarehouse', 'warehouse', '仓库', '倉庫', 'Warehouses'],
  ['AssetGroup', 'group', '分组管理', '分組管理', 'Groups'],
  ['AssetFile', 'file', '文件管理', '文件管理', 'Files'],
  ['AssetFloorPlan', 'floorplan', '平面图', '平面圖', 'Floor plans'],
  ['AssetMaintenance', 'maintenance', '维护保养', '維護保養', 'Maintenance'],
  ['AssetNfc', 'nfc', 'NFC 标签', 'NFC 標籤', 'NFC tags'],
  ['AssetOperationStats', 'operationstats', '运行统计', '運行統計', 'Operation statistics', { actions: READ_ONLY }],
  ['AssetStatistics', 'statistics', '资产统计', '資產統計', 'Asset statistics', { actions: READ_ONLY }],
  ['AssetPrintTimeSet', 'printtimeset', '打印时间设置', '列印時間設置', 'Print time settings'],
  ['AssetRepairHistory', 'repairhistory', '维修记录', '維修記錄', 'Repair history', { actions: READ_ONLY }],
  ['AssetScrapHistory', 'scraphistory', '报废记录', '報廢記錄', 'Scrap history', { actions: READ_ONLY }],
  ['AssetVerifyHistory', 'verifyhistory', '验证记录', '驗證記錄', 'Verification history', { actions: READ_ONLY }],
  ['AssetWebcamAccount', 'webcamaccount', '摄像头账号', '攝像頭賬號', 'Webcam accounts'],
  ['AssetWebcamVideo', 'webcamvideo', '监控视频', '監控視頻', 'Webcam video', { actions: ['view'] }],
]));

export const CONTAINER_AREA: MenuSeed = area('container', 'Container', ['集装箱', '集裝箱', 'Containers'], 'container', pages('container', [
  ['ContainerInfo', 'info', '集装箱信息', '集裝箱資訊', 'Container info'],
]));

export const WAYBILL_AREA: MenuSeed = area('waybill', 'Waybill', ['运单管理', '運單管理', 'Waybills'], 'waybill', pages('waybill', [
  ['WaybillClient', 'client', '客户管理', '客戶管理', 'Clients'],
  ['WaybillManagement', 'management', '运单列表', '運單列表', 'Waybill list', { actions: ['view', 'add', 'edit', 'delete', 'export', 'import'], extraCodes: waybillCodes('WaybillManagement') }],
  ['WaybillManagementV3', 'management_v3', '运单列表（新版）', '運單列表（新版）', 'Waybill list (v3)', { actions: ['view', 'add', 'edit', 'delete', 'export', 'import'], extraCodes: waybillCodes('WaybillManagementV3') }],
  ['WaybillTransshipment', 'transshipment', '运单转运', '運單轉運', 'Transshipment', { hidden: true, actions: ['view', 'edit'] }],
]));
