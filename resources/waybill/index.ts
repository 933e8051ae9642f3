/**
 * Waybills: the generated pages, plus each row's temperature log (issue 14 §3) and its actions
 * (issue 29 §1, §2: depart, deliver, reject, transship, adjust, the e-signed release decision,
 * and the history with the legs).
 */
import { defineResource } from '../../src/framework';
import { TemperatureLogButton } from './TemperatureLogButton';
import { WaybillActions } from './WaybillActions';

export default defineResource({ name: 'waybill', overrides: { rowActions: [WaybillActions, TemperatureLogButton] } });
