/**
 * Devices: the schema says most of it (the list and the devices pending renewal); the live pages
 * are this resource's own: the monitor, the cold-chain cabinets, a device's detail page, the state
 * list, the statistics, the data upload and the renewal.
 */
import { defineResource } from '../../src/framework';

export default defineResource({
  name: 'device',
  overrides: {
    pages: {
      '/device/monitor/index': () => import('./monitor/MonitorPage').then((m) => ({ default: m.MonitorPage })),
      '/device/coldcabinet/index': () => import('./monitor/ColdCabinetPage').then((m) => ({ default: m.ColdCabinetPage })),
      '/device/detail/index': () => import('./detail/DeviceDetailPage').then((m) => ({ default: m.DeviceDetailPage })),
      '/device/record/index': () => import('./records/DeviceRecordsPage').then((m) => ({ default: m.DeviceRecordsPage })),
      '/device/paramset/index': () => import('./commands/ParamSetPage').then((m) => ({ default: m.ParamSetPage })),
      '/device/setrecord/index': () => import('./commands/SetRecordsPage').then((m) => ({ default: m.SetRecordsPage })),
      '/device/upgrade/index': () => import('./commands/UpgradePage').then((m) => ({ default: m.UpgradePage })),
      '/device/statelist/index': () => import('./statelist/StateListPage').then((m) => ({ default: m.StateListPage })),
      '/device/statistics/index': () => import('./statistics/StatisticsPage').then((m) => ({ default: m.StatisticsPage })),
      '/device/dataupload/index': () => import('./dataupload/DataUploadPage').then((m) => ({ default: m.DataUploadPage })),
      // issue 28 §3: pick the devices due, a term, and pay
      '/device/renewal/index': () => import('./renewal/RenewalPage').then((m) => ({ default: m.RenewalPage })),
      // issue 29 §5: a site's plan with the devices placed on it, live (the asset area's page, the devices' data)
      '/asset/floorplan/index': () => import('./floorplan/FloorPlanPage').then((m) => ({ default: m.FloorPlanPage })),
    },
  },
});
