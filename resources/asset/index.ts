/**
 * Assets: one entity, four pages told apart by the component's fixed filter (spec §2: vehicle
 * role 1, coldstore 2, box 3, cabinet 4), all in the schema; and the asset area's own pages
 * (issue 29 §5): the repair, scrap and verification histories and the two statistics.
 */
import { defineResource } from '../../src/framework';

export default defineResource({
  name: 'asset',
  overrides: {
    pages: {
      '/asset/repairhistory/index': () => import('./history/HistoryPage').then((m) => ({ default: m.RepairHistoryPage })),
      '/asset/scraphistory/index': () => import('./history/HistoryPage').then((m) => ({ default: m.ScrapHistoryPage })),
      '/asset/verifyhistory/index': () => import('./history/HistoryPage').then((m) => ({ default: m.VerifyHistoryPage })),
      '/asset/statistics/index': () => import('./statistics/AssetStatisticsPage').then((m) => ({ default: m.AssetStatisticsPage })),
      '/asset/operationstats/index': () => import('./operation/OperationStatsPage').then((m) => ({ default: m.OperationStatsPage })),
    },
  },
});
