/** Which waybill actions a row offers (issue 29 §1, spec §6): the page's code and the status, both needed. */
import { waybillButtons, waybillRouteOf } from './useWaybillCodes';
import { adjustBody } from './adjustBody';
import { toLocalInput } from './localTime';
import { legSummaries } from './v3/legSummaries';
import type { TemperatureReport } from '../../src/lib/reports';

const ALL = ['depart', 'deliver', 'reject', 'transship', 'adjust', 'release'].map((a) => `waybillmanagement_${a}`);

describe('waybillButtons', () => {
  it('offers what the status allows among the codes held', () => {
    expect(waybillButtons(ALL, 'WaybillManagement', 1)).toEqual({ depart: true, deliver: false, reject: false, transship: false, adjust: false, release: false });
    expect(waybillButtons(ALL, 'WaybillManagement', 2)).toEqual({ depart: false, deliver: true, reject: true, transship: true, adjust: true, release: false });
    expect(waybillButtons(ALL, 'WaybillManagement', 3)).toEqual({ depart: false, deliver: false, reject: false, transship: false, adjust: true, release: true });
    expect(waybillButtons(ALL, 'WaybillManagement', 4)).toEqual({ depart: false, deliver: false, reject: false, transship: false, adjust: true, release: false });
  });

  it('hides an action without its code, on this page; none while the codes load', () => {
    expect(waybillButtons(['waybillmanagement_deliver'], 'WaybillManagement', 2)).toMatchObject({ deliver: true, reject: false, transship: false });
    expect(waybillButtons(ALL, 'WaybillManagementV3', 2).deliver).toBe(false);
    expect(Object.values(waybillButtons(null, 'WaybillManagement', 2)).some(Boolean)).toBe(false);
  });

  it('maps a page key back to its route name', () => {
    expect(waybillRouteOf('waybillmanagementv3')).toBe('WaybillManagementV3');
    expect(waybillRouteOf('waybillmanagement')).toBe('WaybillManagement');
  });
});

describe('adjustBody', () => {
  const record = { id: 1, departureTime: 1_900_000_000, minTemperature: 2, maxTemperature: 8, consignee: { institution: 'Clinic' } };
  const values = (changes: Record<string, string>) => ({
    departureTime: toLocalInput(1_900_000_000),
    deliveryTime: '',
    minTemperature: '2',
    maxTemperature: '8',
    institution: 'Clinic',
    address: '',
    contactPerson: '',
    contactNumber: '',
    ...changes,
  });

  it('sends the reason and only what changed', () => {
    expect(adjustBody(record, values({ maxTemperature: '7.5' }), ' typo ')).toEqual({ reason: 'typo', maxTemperature: 7.5 });
    expect(adjustBody(record, values({ address: 'Road 2' }), 'moved')).toEqual({ reason: 'moved', consignee: { institution: 'Clinic', address: 'Road 2' } });
    expect(adjustBody(record, values({}), 'nothing')).toEqual({ reason: 'nothing' });
  });
});

describe('legSummaries', () => {
  it('puts each device under the leg its span starts in', () => {
    const legs = [
      { seq: 1, assets: [1], fromAsset: null, toAsset: null, place: '', start: 100, end: 200 },
      { seq: 2, assets: [2], fromAsset: 1, toAsset: 2, place: 'Hub', start: 200, end: null },
    ];
    const report = { start: 100, end: 300, devices: [{ deviceId: 1, span: { start: 100, end: 200 } }, { deviceId: 2, span: { start: 200, end: 300 } }] } as unknown as TemperatureReport;
    expect(legSummaries(legs, report).map((s) => s.devices.map((d) => d.deviceId))).toEqual([[1], [2]]);
    expect(legSummaries(legs, null).map((s) => s.devices)).toEqual([[], []]);
    expect(legSummaries(legs, report).map((s) => s.continued)).toEqual([[], []]);
  });

  it('names a device carried on into later legs there, once, with the leg its figures are under', () => {
    const legs = [
      { seq: 1, assets: [1, 9], fromAsset: null, toAsset: null, place: '', start: 100, end: 200 },
      { seq: 2, assets: [2, 9], fromAsset: 1, toAsset: 2, place: 'Hub', start: 200, end: 300 },
      { seq: 3, assets: [3, 9], fromAsset: 2, toAsset: 3, place: 'Port', start: 300, end: null },
    ];
    // the box (asset 9, device 9) rides all three legs: one span, joined by the server
    const box = { deviceId: 9, span: { start: 100, end: 400 } };
    const report = { start: 100, end: 400, devices: [{ deviceId: 1, span: { start: 100, end: 200 } }, box, { deviceId: 2, span: { start: 200, end: 300 } }] } as unknown as TemperatureReport;
    const summaries = legSummaries(legs, report);
    expect(summaries.map((s) => s.devices.map((d) => d.deviceId))).toEqual([[1, 9], [2], []]);
    expect(summaries.map((s) => s.continued.map((c) => [c.device.deviceId, c.fromSeq]))).toEqual([[], [[9, 1]], [[9, 1]]]);
  });
});
