/**
 * Alarms (issue 13 §4): no entity schema of their own; this resource is the alarm pages — the
 * history (with and without every notification), one alarm's session, and the statistics.
 */
import { defineResource } from '../../src/framework';

export default defineResource({
  name: 'alarm',
  overrides: {
    pages: {
      '/alarm/history/index': () => import('./history/AlarmHistoryPage').then((m) => ({ default: m.AlarmHistoryPage })),
      '/alarm/advancedhistory/index': () => import('./history/AdvancedHistoryPage').then((m) => ({ default: m.AdvancedHistoryPage })),
      '/alarm/session/index': () => import('./session/AlarmSessionPage').then((m) => ({ default: m.AlarmSessionPage })),
      '/alarm/stats/index': () => import('./stats/AlarmStatsPage').then((m) => ({ default: m.AlarmStatsPage })),
      '/alarm/reasonstats/index': () => import('./stats/ReasonStatsPage').then((m) => ({ default: m.ReasonStatsPage })),
    },
  },
});
