/**
 * Devices for the alarm e2e tests, and readings that break their rules: a seeded device with an
 * upper temperature limit, its alarms switched on and no temperature alarm open yet, picked from
 * the end of the fleet (the readings tests use its start), and a run of readings above any
 * seeded limit, long enough for any rule's consecutive count.
 */
import type { AlarmHistoryPage } from '../../../src/lib/alarms';
import type { ConsoleConfig } from '../../../src/lib/contract';
import type { MonitorPage, MonitorRow } from '../../../src/lib/readings';
import type { SigningConfig } from '../../../src/lib/signing';
import type { api as Api } from '../../../src/api';
import { postBatch } from '../../support/ingestBatch';

const DEVICE_SALT = 'coldchain-demo-device-salt';
/** above every seeded limit, one decimal as temperatures are stored */
export const HOT = 47.3;
/** readings in a row: more than any seeded rule's consecutive count */
const RUN = 5;
const DAY = 86_400;

export async function deviceSigning(baseUrl: string): Promise<SigningConfig> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as ConsoleConfig;
  return { hash: config.signing.hash, salts: { request: DEVICE_SALT, chart: config.signing.salts.chart } };
}

/** Devices (from the end of the fleet) that will open a new temperature alarm on a hot run; `taken` are skipped. */
export async function alarmableDevices(api: typeof Api, count: number, taken: ReadonlySet<number> = new Set(), accept: (row: MonitorRow) => boolean = () => true): Promise<MonitorRow[]> {
  const fleet = (await api.get<MonitorPage>('/monitor', { limit: 1000 })).list.reverse();
  const now = Math.floor(Date.now() / 1000);
  const picked: MonitorRow[] = [];
  for (const row of fleet) {
    if (picked.length === count) break;
    if (taken.has(row.id) || !accept(row) || !row.channels.includes('temperature') || row.thresholds.temperatureMax === null || row.thresholds.temperatureMax >= HOT) continue;
    const device = await api.get<{ alarmEnabled?: boolean }>(`/device/${row.id}`);
    if (device.alarmEnabled === false) continue;
    const open = await api.get<AlarmHistoryPage>('/alarm/history', { start: now - 30 * DAY, end: now, deviceId: row.id, kind: 'temperature_high', state: 'open' });
    if (open.list.length === 0) picked.push(row);
  }
  if (picked.length < count) throw new Error(`only ${picked.length} of ${count} devices can open a temperature alarm`);
  return picked;
}

/** A run of hot readings of each device ending now, as the device posts them. */
export async function postHot(baseUrl: string, signing: SigningConfig, devices: ReadonlyArray<Pick<MonitorRow, 'number'>>): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const rows = devices.flatMap((device) => Array.from({ length: RUN }, (_, i) => ({ number: device.number, ts: now - (RUN - 1 - i) * 2, temperature: HOT })));
  const { envelope } = await postBatch(baseUrl, signing, rows);
  if (envelope.status !== '1' || envelope.data?.rejected.length) throw new Error(`readings refused: ${JSON.stringify(envelope).slice(0, 300)}`);
}
