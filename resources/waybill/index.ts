/**
 * Waybills: the generated pages, plus each row's menu of its temperature log (issue 14 §3) and its actions
 * (issue 29 §1, §2: depart, deliver, reject, transship, adjust, the e-signed release decision,
 * and the history with the legs). The consignor and consignee are picked from the clients' address
 * book or typed (issue 29 §4). Once shipped, a waybill is adjusted (with a reason), never edited or
 * deleted: the schema's `x-ui.permissions.{edit,delete}.when` hides both buttons and the row's
 * bulk-delete checkbox, and the server refuses both.
 */
import { defineResource } from '../../src/framework';
import { PARTY_PICKER_WIDGET } from './partyPickerWidget';
import { WaybillActions } from './WaybillActions';

export default defineResource({
  name: 'waybill',
  overrides: {
    // one menu: its actions, its history and its temperature log
    rowActions: [WaybillActions],
    widgets: [PARTY_PICKER_WIDGET],
    pages: {
      // "Waybill list (v3)": the list with each waybill's legs
      '/waybill/management_v3/index': () => import('./v3/WaybillLegsPage').then((m) => ({ default: m.WaybillLegsPage })),
      // the hidden Transshipment page: the waybills in transit and their transshipment
      '/waybill/transshipment/index': () => import('./TransshipmentPage').then((m) => ({ default: m.TransshipmentPage })),
    },
  },
});
