/**
 * The report table's rows (spec §5's 100-row limit; issue 26 §3: which 100 matters): the newest
 * readings of the report's devices over the range, newest first (ties by device id), read from the
 * (device_id, ts) key backwards: each device gives at most `limit` rows, so a month of readings is
 * never read for the table.
 */
import type { FastifyInstance } from 'fastify';
import type { ReadingField } from '../../../src/lib/readings';
import type { ReportRow } from '../../../src/lib/reports';
import type { StoredReading } from '../readings/chart';
import type { TimeSpan } from '../readings/store/read';
import { reportFieldsOf } from './deviceReport';
import type { MergedDevice } from './mergedReadings';

export async function newestRows(app: FastifyInstance, devices: readonly MergedDevice[], span: TimeSpan, limit: number): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (const device of devices) {
    const fields = reportFieldsOf(device.model);
    const found = (await app.db
      .selectFrom('readings')
      .select(['ts', ...(fields as readonly ReadingField[])])
      .where('device_id', '=', device.deviceId)
      .where('ts', '>=', (device.span ?? span).start)
      .where('ts', '<=', (device.span ?? span).end)
      .orderBy('ts', 'desc')
      .limit(limit)
      .execute()) as StoredReading[];
    const value = (reading: StoredReading, field: 'temperature' | 'humidity') => (fields.includes(field) ? (reading[field] ?? null) : null);
    for (const reading of found) {
      rows.push({ ts: Number(reading.ts), deviceId: device.deviceId, number: device.number, temperature: value(reading, 'temperature'), humidity: value(reading, 'humidity') });
    }
  }
  return rows.sort((a, b) => b.ts - a.ts || a.deviceId - b.deviceId).slice(0, limit);
}
