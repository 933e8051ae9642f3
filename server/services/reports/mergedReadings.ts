/**
 * The readings of several devices as one time-ordered stream (ts, then device id): each device's
 * own keyset pages (services/readings/store/read.ts readingPages, on the (device_id, ts) key) merged
 * as they are read, so that memory stays at one page per device whatever the range.
 */
import type { FastifyInstance } from 'fastify';
import type { ReportRow } from '../../../src/lib/reports';
import type { ReadingField } from '../../../src/lib/readings';
import type { StoredReading } from '../readings/chart';
import { EXPORT_PAGE_SIZE, readingPages, type TimeSpan } from '../readings/store/read';
import { reportFieldsOf } from './deviceReport';

export interface MergedDevice {
  deviceId: number;
  number: string;
  model: string;
  /** its own part of the range (a waybill leg's device, issue 29 §1) */
  span?: TimeSpan;
}

interface Cursor {
  device: MergedDevice;
  fields: ReadonlyArray<'temperature' | 'humidity'>;
  pages: AsyncGenerator<StoredReading[]>;
  page: StoredReading[];
  at: number;
}

async function advance(cursor: Cursor): Promise<boolean> {
  if (cursor.at < cursor.page.length) return true;
  const next = await cursor.pages.next();
  if (next.done) return false;
  cursor.page = next.value;
  cursor.at = 0;
  return cursor.page.length > 0;
}

function rowOf(cursor: Cursor, reading: StoredReading): ReportRow {
  const value = (field: 'temperature' | 'humidity') => (cursor.fields.includes(field) ? (reading[field] ?? null) : null);
  return {
    ts: Number(reading.ts),
    deviceId: cursor.device.deviceId,
    number: cursor.device.number,
    temperature: value('temperature'),
    humidity: value('humidity'),
  };
}

/** The devices' readings of the span in pages of `pageSize` rows, time order (ties by device id). */
export async function* mergedReadings(
  app: FastifyInstance,
  devices: readonly MergedDevice[],
  span: TimeSpan,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ReportRow[]> {
  const cursors: Cursor[] = [...devices]
    .sort((a, b) => a.deviceId - b.deviceId)
    .map((device) => {
      const fields = reportFieldsOf(device.model);
      return { device, fields, pages: readingPages(app.db, device.deviceId, device.span ?? span, fields as readonly ReadingField[], pageSize), page: [], at: 0 };
    });
  const live: Cursor[] = [];
  for (const cursor of cursors) if (await advance(cursor)) live.push(cursor);
  let out: ReportRow[] = [];
  while (live.length) {
    // few devices: a linear pick of the earliest head beats a heap's bookkeeping
    let best = 0;
    for (let i = 1; i < live.length; i++) if (Number(live[i]!.page[live[i]!.at]!.ts) < Number(live[best]!.page[live[best]!.at]!.ts)) best = i;
    const cursor = live[best]!;
    out.push(rowOf(cursor, cursor.page[cursor.at++]!));
    if (out.length === pageSize) {
      yield out;
      out = [];
    }
    if (!(await advance(cursor))) live.splice(best, 1);
  }
  if (out.length) yield out;
}
