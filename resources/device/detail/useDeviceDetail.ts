import { useGetOne } from 'react-admin';
import { channelsOf, type Channel } from '../../../src/lib/readings';
import { shownChannels } from './channelDisplay';
import type { DeviceRecord } from './deviceRecord';
import { useChannelDisplay } from './useChannelDisplay';
import { useDayChart, type DayChartResult } from './useDayChart';
import { useDeviceState, type DeviceStateResult } from './useDeviceState';

export type DeviceDetail =
  | { status: 'loading' }
  /** the address names no device id */
  | { status: 'notFound' }
  | { status: 'error'; error: unknown; retry(): void }
  | { status: 'ready'; device: DeviceRecord; channels: readonly Channel[]; showThresholds: boolean; state: DeviceStateResult; chart: DayChartResult };

/**
 * Everything the detail page shows of one device: its record, its latest state (live) and its
 * last 24 hours. The channels are those of its model (src/lib/readings.ts channelsOf), as the
 * server's monitor row has them when it has come, narrowed and ordered by the company's channel
 * display of the model (issue 30 §4).
 */
export function useDeviceDetail(id: string | undefined): DeviceDetail {
  // an address that names no id (/device/detail/abc) asks nothing and says so
  const numeric = id !== undefined && /^[1-9]\d*$/.test(id) ? Number(id) : undefined;
  const record = useGetOne<DeviceRecord>('device', { id: numeric ?? 0 }, { enabled: numeric !== undefined, retry: false });
  const device = record.data;
  const state = useDeviceState(device?.id, device?.number);
  const chart = useDayChart(device ? String(device.id) : undefined);
  const display = useChannelDisplay(device?.model ?? undefined);
  if (numeric === undefined) return { status: 'notFound' };
  if (record.error) return { status: 'error', error: record.error, retry: () => void record.refetch() };
  if (!device) return { status: 'loading' };
  const row = state.status === 'ready' ? state.row : null;
  const channels = shownChannels(row?.channels ?? channelsOf(device.model), display);
  return { status: 'ready', device, channels, showThresholds: display?.showThresholds !== false, state, chart };
}
