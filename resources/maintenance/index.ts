/**
 * Maintenance records (issue 29 §5, page /asset/maintenance/index): the generated pages, with the
 * interval's hint (spec §9: defrost every 6 to 12 hours); the next due date is the server's.
 */
import { defineResource, named } from '../../src/framework';
import { MaintenanceIntervalInput } from './MaintenanceIntervalInput';

export default defineResource({
  name: 'maintenance',
  overrides: { widgets: [{ name: 'maintenanceInterval', tester: named('maintenanceInterval'), input: MaintenanceIntervalInput }] },
});
