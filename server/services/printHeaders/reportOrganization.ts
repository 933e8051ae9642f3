/**
 * The organization a temperature report is about, for its print header (issue 30 §4: "the rule of
 * the waybill's or device's organization wins over the company default"): the nearest organization
 * common to the devices it covers — a device's own; an asset's or a waybill's carrying vehicle's
 * devices' (waybills have no organization of their own: their vehicle's is theirs, as the report's
 * organization line says); a scheduled report's targets' nearest common ancestor. No device: none,
 * and the company default heads it. Read from the devices, not the subject, because a scheduled
 * report's subject is its schedule.
 */
import type { FastifyInstance } from 'fastify';
import type { TemperatureReport } from '../../../src/lib/reports';
import { organizationLine } from './printHeader';

export async function reportOrganization(app: FastifyInstance, companyId: number, report: TemperatureReport): Promise<number | null> {
  const ids = [...new Set(report.devices.map((device) => device.deviceId))];
  if (!ids.length) return null;
  const rows = await app.db.selectFrom('devices').select('organization_id').distinct().where('id', 'in', ids).where('company_id', '=', companyId).execute();
  const lines = await Promise.all(rows.map((row) => organizationLine(app.db, companyId, row.organization_id)));
  const [first, ...others] = lines;
  // the first of the first device's line (nearest first) that every other line holds
  return first?.find((id) => others.every((line) => line.includes(id))) ?? null;
}
