/**
 * Several devices' readings, every field of their models, as one time-ordered stream (the data
 * query and its download). Each device is read on its own key (device, ts) — its newest rows, or
 * its keyset pages — and the streams are merged here: ordering the union in SQL would sort every
 * row of the range for each page asked, where a merge reads each row once. Ties in time keep the
 * order the devices were asked in. (mergedReadings.ts is the temperature report's: two fields, ReportRow.)
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StoredReading } from '../readings/chart';
import { fieldsOf } from '../readings/chart';
import { countReadings, EXPORT_PAGE_SIZE, newestReadings as newestOfDevice, readingPages, type TimeSpan } from '../readings/store/read';

export interface DeviceRef {
  id: number;
  model: string;
}

export interface DeviceReading<D extends DeviceRef = DeviceRef> {
  device: D;
  row: StoredReading;
}

/**
 * The newest `limit` readings of the span across the devices, newest first (spec §5's 100 rows are
 * the newest of the range, issue 26 §3): each device's newest `limit`, merged. Ties in time keep
 * the order the devices were asked in.
 */
export async function newestReadings<D extends DeviceRef>(
  db: Kysely<Database>,
  devices: readonly D[],
  span: TimeSpan,
  limit: number,
): Promise<DeviceReading<D>[]> {
  const perDevice = await Promise.all(devices.map((device) => newestOfDevice(db, device.id, span, fieldsOf(device.model), limit)));
  const merged = perDevice.flatMap((rows, order) => rows.map((row) => ({ device: devices[order]!, row, order })));
  merged.sort((a, b) => Number(b.row.ts) - Number(a.row.ts) || a.order - b.order);
  return merged.slice(0, limit).map(({ device, row }) => ({ device, row }));
}

/** Readings of the span, all devices. */
export async function countAll(db: Kysely<Database>, devices: readonly DeviceRef[], span: TimeSpan): Promise<number> {
  const counts = await Promise.all(devices.map((device) => countReadings(db, device.id, span)));
  return counts.reduce((sum, n) => sum + n, 0);
}

interface Cursor<D> {
  device: D;
  order: number;
  pages: AsyncGenerator<StoredReading[]>;
  page: StoredReading[];
  at: number;
}

async function advance<D>(cursor: Cursor<D>): Promise<boolean> {
  while (cursor.at >= cursor.page.length) {
    const next = await cursor.pages.next();
    if (next.done) return false;
    cursor.page = next.value;
    cursor.at = 0;
  }
  return true;
}

/**
 * Every reading of the span across the devices in time order, in pages of `pageSize`: each
 * device's keyset pages are read only as the merge reaches them, so memory stays at one page a device.
 */
export async function* devicePages<D extends DeviceRef>(
  db: Kysely<Database>,
  devices: readonly D[],
  span: TimeSpan,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<DeviceReading<D>[]> {
  const live: Cursor<D>[] = [];
  for (const [order, device] of devices.entries()) {
    const cursor: Cursor<D> = { device, order, pages: readingPages(db, device.id, span, fieldsOf(device.model), pageSize), page: [], at: 0 };
    if (await advance(cursor)) live.push(cursor);
  }
  let out: DeviceReading<D>[] = [];
  while (live.length) {
    // a handful of devices (DATA_QUERY_MAX_DEVICES): a scan for the earliest beats a heap
    let best = 0;
    for (let i = 1; i < live.length; i += 1) {
      const a = live[i]!;
      const b = live[best]!;
      const diff = Number(a.page[a.at]!.ts) - Number(b.page[b.at]!.ts);
      if (diff < 0 || (diff === 0 && a.order < b.order)) best = i;
    }
    const cursor = live[best]!;
    out.push({ device: cursor.device, row: cursor.page[cursor.at]! });
    cursor.at += 1;
    // only an exhausted page awaits the next one
    if (cursor.at >= cursor.page.length && !(await advance(cursor))) live.splice(best, 1);
    if (out.length >= pageSize) {
      yield out;
      out = [];
    }
  }
  if (out.length) yield out;
}
