/** The chosen device (its number, name and model: the model says which channels it has), through react-admin's cache. */
import { useGetOne, type RaRecord } from 'react-admin';
import { channelsOf, type Channel } from '../../../src/lib/readings';

export interface DeviceOption extends RaRecord<number> {
  number: string;
  name: string;
  model?: string | null;
}

export function deviceLabel(device: Pick<DeviceOption, 'number' | 'name'>): string {
  return device.name ? `${device.number} ${device.name}` : device.number;
}

export function useRecordsDevice(deviceId: number | null): { device: DeviceOption | undefined; channels: readonly Channel[] | null; error: unknown } {
  const { data, error } = useGetOne<DeviceOption>('device', { id: deviceId ?? 0 }, { enabled: deviceId !== null, retry: false });
  const device = deviceId !== null && data?.id === deviceId ? data : undefined;
  return { device, channels: device ? channelsOf(device.model) : null, error };
}
