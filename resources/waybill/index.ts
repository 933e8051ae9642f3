/**
 * Waybills: the generated pages, plus each row's temperature log (issue 14 §3); status transitions
 * (depart, deliver, reject) come with the waybill actions. The consignor and consignee are picked
 * from the clients' address book or typed (issue 29 §4).
 */
import { defineResource } from '../../src/framework';
import { PARTY_PICKER_WIDGET } from './partyPickerWidget';
import { TemperatureLogButton } from './TemperatureLogButton';

export default defineResource({ name: 'waybill', overrides: { rowActions: [TemperatureLogButton], widgets: [PARTY_PICKER_WIDGET] } });
