/** The state list's rows as the contract shows them (src/lib/fleet.ts DeviceStateRow). Pure. */
import { chargingOf, expiryOf, lockedOf, type DeviceStateRow } from '../../../src/lib/fleet';
import type { DeviceStateDbRow } from '../readings/store/deviceStates';

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export function toDeviceStateRow(row: DeviceStateDbRow, nowUnix: number): DeviceStateRow {
  const battery = numberOrNull(row.battery);
  const power = numberOrNull(row.power);
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    type: row.type,
    model: row.model,
    organizationId: row.organization_id,
    online: Number(row.online) === 1,
    lastSeen: numberOrNull(row.last_seen),
    battery,
    signal: numberOrNull(row.signal),
    power: power === null ? null : power === 1,
    charging: chargingOf(power, battery),
    locked: lockedOf(numberOrNull(row.door)),
    bound: row.asset_id !== null,
    assetId: row.asset_id,
    expireDate: Number(row.expire_date),
    expiry: expiryOf(Number(row.expire_date), nowUnix),
  };
}
