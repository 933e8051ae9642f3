/**
 * The device filter's options: the user's devices matching the typed number or name (GET
 * /device/options: the alarms' own scope, issue 26 §3), asked once typing pauses; the chosen device (from the
 * address) is read by id so that it shows with its name.
 */
import { useEffect, useMemo, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useDeviceOption, useDeviceSearch } from '../../../src/framework/devices/useDeviceOptions';

export interface DeviceOption extends RaRecord<number> {
  number: string;
  name: string;
}

const OPTIONS = 20;
const TYPING_PAUSE_MS = 250;

export const deviceLabel = (device: Pick<DeviceOption, 'number' | 'name'>) => (device.name ? `${device.number} ${device.name}` : device.number);

export function useDeviceOptions(deviceId: number | undefined) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const list = useDeviceSearch({ ...(q ? { q } : {}), limit: OPTIONS });
  const chosen = useDeviceOption(deviceId);
  const value = deviceId !== undefined && chosen.data?.id === deviceId ? chosen.data : null;
  // the chosen device stays an option while a search shows others
  const options = useMemo(() => {
    const found = list.data ?? [];
    return value && !found.some((d) => d.id === value.id) ? [value, ...found] : found;
  }, [list.data, value]);
  return { text, setText, options, value, loading: list.isFetching };
}
