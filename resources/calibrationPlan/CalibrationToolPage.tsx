/**
 * The calibration tool (/tools/calibration, issue 30 §4): the due reminders above the generated
 * page of the calibration plans (list, create, edit). A plan's next due date moves when a
 * calibration record of it is saved (server/services/resources/calibrationHooks.ts).
 */
import Box from '@mui/material/Box';
import type { PageProps } from '../../src/framework';
import { SchemaPageRoute } from '../../src/framework/views';
import { DuePlans } from './DuePlans';

export function CalibrationToolPage({ component, name }: PageProps) {
  return (
    <Box>
      <Box sx={{ px: 2, pt: 2 }}>
        <DuePlans />
      </Box>
      <SchemaPageRoute component={component} name={name} />
    </Box>
  );
}
