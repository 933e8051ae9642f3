/**
 * Calibration plans: the calibration tool's page (/tools/calibration) is the generated plans page
 * under the due reminders (issue 30 §4).
 */
import { defineResource } from '../../src/framework';

export default defineResource({
  name: 'calibrationPlan',
  overrides: {
    pages: {
      '/tools/calibration/index': () => import('./CalibrationToolPage').then((m) => ({ default: m.CalibrationToolPage })),
    },
  },
});
