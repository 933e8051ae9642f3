/**
 * Waybills: the generated pages, plus each row's menu of its temperature log (issue 14 §3) and its actions
 * (issue 29 §1, §2: depart, deliver, reject, transship, adjust, the e-signed release decision,
 * and the history with the legs). The consignor and consignee are picked from the clients' address
 * book or typed (issue 29 §4).
 */
import { defineResource } from '../../src/framework';
import { WAYBILL_STATUS } from '../../src/lib/waybillActions';
import { PARTY_PICKER_WIDGET } from './partyPickerWidget';
import { WaybillActions } from './WaybillActions';

export default defineResource({
  name: 'waybill',
  overrides: {
    // one menu: its actions, its history and its temperature log
    rowActions: [WaybillActions],
    // once shipped, a waybill is adjusted (with a reason), never edited or deleted: the server refuses both
    rowAccess: (record, access) => (record.status === WAYBILL_STATUS.notShipped ? access : { ...access, edit: false, delete: false }),
    widgets: [PARTY_PICKER_WIDGET],
    pages: {
      // "Waybill list (v3)": the list with each waybill's legs
      '/waybill/management_v3/index': () => import('./v3/WaybillLegsPage').then((m) => ({ default: m.WaybillLegsPage })),
      // the hidden Transshipment page: the waybills in transit and their transshipment
      '/waybill/transshipment/index': () => import('./TransshipmentPage').then((m) => ({ default: m.TransshipmentPage })),
    },
  },
});
