/**
 * What the release decision is taken on (issue 29 §2): the waybill's temperature record from
 * "Maps and reports" (services/reports/temperatureReport.ts: each leg's devices over their own
 * span, with MKT, min, max, time in range and excursions) and the alarms its devices raised
 * during the trip. Its canonical JSON and SHA-256 are what a signature attests to: the signer
 * posts the hash back, and the server signs only when it is still the summary's.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ReleaseSummary, SummaryAlarm } from '../../../src/lib/waybillActions';
import type { AuthUser } from '../users';
import { buildTemperatureReport } from '../reports/temperatureReport';
import { loadLegs } from './legs';
import type { WaybillRow } from './waybillRow';

export type SummaryResult = { ok: true; summary: ReleaseSummary; json: string; hash: string } | { ok: false; errors: Record<string, string> };

export function summaryHash(json: string): string {
  return createHash('sha256').update(json, 'utf8').digest('hex');
}

export async function releaseSummary(app: FastifyInstance, user: AuthUser, waybill: WaybillRow, lang: string): Promise<SummaryResult> {
  const built = await buildTemperatureReport(app, user, { target: 'waybill', id: waybill.id, utcOffset: 0 }, lang);
  if (!built.ok) return { ok: false, errors: 'errors' in built ? built.errors : { id: 'notFound' } };
  const { report } = built;
  const devices = report.devices.map((d) => ({
    number: d.number,
    start: d.span?.start ?? report.start,
    end: d.span?.end ?? report.end,
    mkt: d.temperature.mkt,
    min: d.temperature.min,
    max: d.temperature.max,
    timeInRangePct: d.temperature.timeInRangePct,
    excursions: d.temperature.excursions.count,
    excursionSeconds: d.temperature.excursions.totalDuration,
  }));
  const alarms: SummaryAlarm[] = [];
  for (const [i, d] of report.devices.entries()) {
    const rows = await app.db
      .selectFrom('alarms')
      .select(['id', 'type', 'level', 'created_at', 'ended_at'])
      .where('company_id', '=', user.companyId)
      .where('device_id', '=', d.deviceId)
      .where('created_at', '>=', devices[i]!.start)
      .where('created_at', '<=', devices[i]!.end)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      alarms.push({ id: row.id, device: d.number, type: row.type, level: row.level, start: Number(row.created_at), end: row.ended_at === null ? null : Number(row.ended_at) });
    }
  }
  alarms.sort((a, b) => a.start - b.start || a.id - b.id);
  const summary: ReleaseSummary = {
    waybill: {
      id: waybill.id,
      number: waybill.number,
      departureTime: waybill.departure_time === null ? null : Number(waybill.departure_time),
      deliveryTime: waybill.delivery_time === null ? null : Number(waybill.delivery_time),
      minTemperature: waybill.min_temperature,
      maxTemperature: waybill.max_temperature,
    },
    legs: await loadLegs(app.db, waybill.id, waybill),
    devices,
    alarms,
  };
  // built in a fixed key order: the same summary is the same text, whence the same hash
  const json = JSON.stringify(summary);
  return { ok: true, summary, json, hash: summaryHash(json) };
}
