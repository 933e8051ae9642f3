/**
 * The statistics as labelled rows, one model for each chart and the table beside it. Pure over
 * `translate` and the organizations' names.
 */
import { BATTERY_BUCKETS, type DeviceStatistics } from '../../../src/lib/fleet';
import { MONITOR_STATES, type MonitorState } from '../../../src/lib/readings';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface FigureRow {
  id: string;
  label: string;
  count: number;
  /** a state's own colour, where it has one */
  state?: MonitorState;
}

const K = 'resources.device.statistics';

export function stateRows(translate: Translate, figures: DeviceStatistics): FigureRow[] {
  return MONITOR_STATES.map((state) => ({ id: state, label: translate(`resources.device.live.state.${state}`), count: figures.byState[state], state }));
}

export function typeRows(translate: Translate, figures: DeviceStatistics): FigureRow[] {
  return figures.byType.map(({ key, count }) => ({ id: key, label: translate(`enums.deviceType.${key}`, { _: key }), count }));
}

export function modelRows(figures: DeviceStatistics): FigureRow[] {
  return figures.byModel.map(({ key, count }) => ({ id: key, label: key || '—', count }));
}

/** Each organization by the name the statistics carry (a role without the Organization page cannot list them). */
export function organizationRows(translate: Translate, figures: DeviceStatistics): FigureRow[] {
  return figures.byOrganization.map(({ key, count, name }) => ({ id: String(key), label: name || translate(`${K}.organization`, { id: key }), count }));
}

export function batteryRows(translate: Translate, figures: DeviceStatistics): FigureRow[] {
  const rows = BATTERY_BUCKETS.map(([low, high], i) => ({
    id: `${low}-${high}`,
    label: translate(`${K}.bucket`, { low, high }),
    count: figures.battery.buckets[i] ?? 0,
  }));
  return figures.battery.unknown ? [...rows, { id: 'unknown', label: translate(`${K}.batteryUnknown`), count: figures.battery.unknown }] : rows;
}
