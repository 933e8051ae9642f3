/**
 * The platform's device registry and its bindings (issue 30 §4). Both are written by a platform
 * admin only (x-store.platformWrites, access.ts); a row's company_id is the company the device is
 * assigned to, so that company's users read its devices and bindings and no other's.
 * A device number is registered once; a device has one active binding, and binding it again ends
 * the previous one, which stays as history.
 */
import type { ResourceHooks } from './hooks';
import { findRecords, setRecordCompany } from './listsQueries';
import { patchRecordData } from './recordQueries';

const companyOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

export const deviceRegistryHooks: ResourceHooks = {
  async check({ db, values, existing }) {
    const number = values.number;
    if (typeof number !== 'string' || number === existing?.number) return null;
    const taken = await findRecords(db, 'deviceRegistry', { number }, existing ? { exceptId: existing.id } : {});
    return taken.length ? { number: { key: 'validation.unique' } } : null;
  },
  async save(db, id, values, { existing }) {
    if (!('companyId' in values) && existing) return;
    await setRecordCompany(db, id, companyOf(values.companyId));
  },
};

export const deviceBindingHooks: ResourceHooks = {
  async check({ db, values, existing }) {
    if (existing) {
      // a binding's device and asset are what it records: a new pairing is a new binding
      const changed = (['deviceNumber', 'assetName'] as const).filter((name) => name in values && values[name] !== existing[name]);
      if (changed.length) return Object.fromEntries(changed.map((name) => [name, { key: 'resources.deviceBinding.fixed' }]));
      if (values.active === true && existing.active !== true) return { active: { key: 'resources.deviceBinding.fixed' } };
      return null;
    }
    if (typeof values.deviceNumber !== 'string' || typeof values.assetName !== 'string') return null;
    const [device] = await findRecords(db, 'deviceRegistry', { number: values.deviceNumber });
    if (!device) return { deviceNumber: { key: 'resources.deviceBinding.unknownDevice' } };
    if (device.companyId === null) return { deviceNumber: { key: 'resources.deviceBinding.unassigned' } };
    const assets = await findRecords(db, 'asset', { name: values.assetName }, { companyId: device.companyId });
    return assets.length ? null : { assetName: { key: 'resources.deviceBinding.unknownAsset' } };
  },
  async save(db, id, values, { nowUnix, existing }) {
    if (existing) {
      if (values.active === false && existing.active === true) await patchRecordData(db, id, (data) => ({ ...data, active: false, unboundAt: nowUnix }));
      return;
    }
    const deviceNumber = String(values.deviceNumber);
    const [device] = await findRecords(db, 'deviceRegistry', { number: deviceNumber });
    for (const earlier of await findRecords(db, 'deviceBinding', { deviceNumber }, { exceptId: id })) {
      if (earlier.data.active === true) await patchRecordData(db, earlier.id, (data) => ({ ...data, active: false, unboundAt: nowUnix }));
    }
    const companyId = device?.companyId ?? null;
    await patchRecordData(db, id, (data) => ({ ...data, active: true, boundAt: nowUnix, unboundAt: undefined, ...(companyId === null ? {} : { companyId }) }));
    await setRecordCompany(db, id, companyId);
  },
};
