/**
 * The socket's device events (0101 a reading, 0102 on/offline, 0003 an alarm) for the vehicle monitor, handed on
 * in batches: a fleet sending every few seconds moves its markers a few times a second, not once
 * per reading. Disabled (a hidden tab), nothing is listened to and what waited is dropped: the
 * page loads afresh when it shows again.
 */
import { SOCKET_FLUSH_MS, useBatchedSocketEvents } from '../../framework/socket';
import { ALARM_SOCKET_EVENT } from '../../lib/alarms';
import { DEVICE_STATE_EVENT, READING_EVENT } from '../../lib/readings';
import { vehicleUpdateOf, type VehicleUpdate } from './vehiclePatch';

export const VEHICLE_FLUSH_MS = SOCKET_FLUSH_MS;
const EVENTS = [READING_EVENT, DEVICE_STATE_EVENT, ALARM_SOCKET_EVENT];

export function useVehicleLive(apply: (updates: VehicleUpdate[]) => void, enabled: boolean, flushMs = VEHICLE_FLUSH_MS): void {
  useBatchedSocketEvents(EVENTS, vehicleUpdateOf, apply, enabled, flushMs);
}
