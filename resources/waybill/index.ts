/**
 * Waybills: the generated pages, plus each row's temperature log (issue 14 §3); status transitions
 * (depart, deliver, reject) come with the waybill actions.
 */
import { defineResource } from '../../src/framework';
import { TemperatureLogButton } from './TemperatureLogButton';

export default defineResource({ name: 'waybill', overrides: { rowActions: [TemperatureLogButton] } });
