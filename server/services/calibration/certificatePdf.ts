/**
 * A calibration record's certificate as a PDF (issue 30 §4): the record of the user's company,
 * its device (of the same company) and calibration unit, under the print header of the device's
 * organization. Answers undefined when the record or its device is not the company's.
 */
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../messages';
import { reportPdfMake } from '../reports/pdf/pdfFonts';
import { recordsById } from '../resources/recordQueries';
import type { ResourceRecord } from '../resources/store';
import { certificateDocument } from './certificateDocument';
import { certificateNumberOf, certificatePoints, DEFAULT_TOLERANCE, verdictOf, type CertificateModel } from './certificateModel';
import { calibrationText } from './certificateText';
import { printHeader } from '../printHeaders/printHeader';

export interface CertificateFile {
  fileName: string;
  data: Buffer;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function certificateModel(app: FastifyInstance, companyId: number, record: ResourceRecord, lang: Language) {
  const device = await app.db
    .selectFrom('devices')
    .select(['number', 'name', 'model', 'organization_id'])
    .where('id', '=', Number(record.deviceId))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!device) return undefined;
  const unitId = typeof record.unitId === 'number' ? record.unitId : null;
  const unit = unitId === null ? undefined : (await recordsById(app.db, 'calibrationUnit', companyId, [unitId])).get(unitId);
  const t = calibrationText(lang);
  const tolerance = typeof record.tolerance === 'number' ? record.tolerance : DEFAULT_TOLERANCE;
  const points = certificatePoints(record.points, tolerance);
  const model: CertificateModel = {
    recordId: record.id,
    certificateNumber: certificateNumberOf(record.id, record.certificateNumber),
    device: { number: device.number, name: device.name, model: device.model },
    unit: unit ? { name: text(unit.name), accreditationNumber: text(unit.accreditationNumber), address: text(unit.address) } : null,
    validator: text(record.validator),
    temperatureZone: text(record.temperatureZone),
    load: typeof record.load === 'string' ? t(`certificate.loads.${record.load}`) : '',
    startDate: Number(record.startDate),
    dueDate: Number(record.dueDate),
    tolerance,
    points,
    pass: verdictOf(points),
  };
  return { model, organizationId: device.organization_id };
}

export async function certificatePdf(
  app: FastifyInstance,
  companyId: number,
  record: ResourceRecord,
  options: { lang: Language; utcOffsetMinutes: number },
): Promise<CertificateFile | undefined> {
  const found = await certificateModel(app, companyId, record, options.lang);
  if (!found) return undefined;
  const header = await printHeader(app, companyId, found.organizationId);
  const definition = certificateDocument(found.model, header, calibrationText(options.lang), { utcOffsetMinutes: options.utcOffsetMinutes, language: options.lang, nowUnix: app.nowUnix() });
  const data = await reportPdfMake().createPdf(definition).getBuffer();
  // ASCII only: no quoting trouble in the disposition
  return { fileName: `certificate-${found.model.certificateNumber.replace(/[^A-Za-z0-9_-]+/g, '_')}.pdf`, data };
}
