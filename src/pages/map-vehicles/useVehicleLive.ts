/**
 * The socket's device events (0101 a reading, 0102 on/offline, 0003 an alarm) for the vehicle monitor, handed on
 * in batches: a fleet sending every few seconds moves its markers a few times a second, not once
 * per reading. Disabled (a hidden tab), nothing is listened to and what waited is dropped: the
 * page loads afresh when it shows again.
 */
import { useEffect, useRef } from 'react';
import type { SocketMessage } from '../../api';
import { useSocketEvent } from '../../framework/socket';
import { ALARM_SOCKET_EVENT } from '../../lib/alarms';
import { DEVICE_STATE_EVENT, READING_EVENT } from '../../lib/readings';
import { vehicleUpdateOf, type VehicleUpdate } from './vehiclePatch';

/** Under the spec's 2 s from the server to the screen, with room to spare. */
export const VEHICLE_FLUSH_MS = 250;

export function useVehicleLive(apply: (updates: VehicleUpdate[]) => void, enabled: boolean, flushMs = VEHICLE_FLUSH_MS): void {
  const pending = useRef<VehicleUpdate[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestApply = useRef(apply);
  useEffect(() => {
    latestApply.current = apply;
  });

  const receive = (message: SocketMessage) => {
    const update = vehicleUpdateOf(message);
    if (!update) return;
    pending.current.push(update);
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      const updates = pending.current;
      pending.current = [];
      if (updates.length > 0) latestApply.current(updates);
    }, flushMs);
  };
  useSocketEvent(READING_EVENT, receive, enabled);
  useSocketEvent(DEVICE_STATE_EVENT, receive, enabled);
  useSocketEvent(ALARM_SOCKET_EVENT, receive, enabled);

  useEffect(() => {
    if (!enabled) return undefined;
    return () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      pending.current = [];
    };
  }, [enabled]);
}
