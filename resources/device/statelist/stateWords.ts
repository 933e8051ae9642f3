/**
 * A state list row's states as words in the user's language: what the table shows and what the
 * export writes. Pure over a `translate` function.
 */
import type { DeviceStateRow } from '../../../src/lib/fleet';
import type { StateFlag } from '../../../src/lib/fleet';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const K = 'resources.device.stateList';

/** The word of a yes/no state; null is "not reported" (—). */
export function flagWord(translate: Translate, flag: StateFlag, value: boolean | null): string {
  if (value === null) return translate(`${K}.unknown`);
  return translate(`${K}.flags.${flag}.${value ? 'yes' : 'no'}`);
}

export function expiryWord(translate: Translate, row: Pick<DeviceStateRow, 'expiry'>): string {
  return translate(`${K}.expiry.${row.expiry}`);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' (or the date alone) in the browser's zone: sortable in a spreadsheet. */
export function localStamp(seconds: number, withTime = true): string {
  const d = new Date(seconds * 1000);
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return withTime ? `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}` : date;
}

export const EXPORT_COLUMNS = [
  'number',
  'name',
  'type',
  'online',
  'battery',
  'signal',
  'power',
  'charging',
  'locked',
  'bound',
  'expiry',
  'expireDate',
  'lastSeen',
] as const;

/** One row of the export, in EXPORT_COLUMNS order. */
export function exportCells(translate: Translate, row: DeviceStateRow): Array<string | number | null> {
  return [
    row.number,
    row.name,
    translate(`enums.deviceType.${row.type}`, { _: row.type }),
    flagWord(translate, 'online', row.online),
    row.battery,
    row.signal,
    flagWord(translate, 'power', row.power),
    flagWord(translate, 'charging', row.charging),
    flagWord(translate, 'locked', row.locked),
    flagWord(translate, 'bound', row.bound),
    expiryWord(translate, row),
    localStamp(row.expireDate, false),
    row.lastSeen === null ? translate(`${K}.never`) : localStamp(row.lastSeen),
  ];
}
