/**
 * A built temperature report written as its file, PDF or XLSX: the same for the file route and the
 * download centre's job. The PDF is whole when answered (pdfmake lays out before it writes); the
 * XLSX streams the full-resolution readings as they are read, telling how many have been written.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ReportFormat, TemperatureReport } from '../../../src/lib/reports';
import { languageOf } from '../../messages';
import type { AuthUser } from '../users';
import { fileText } from './fileText';
import { temperatureReportPdf } from './pdf/temperatureReportPdf';
import { REPORT_CONTENT_TYPES, reportFileName } from './reportFileRequest';
import { reportReadings } from './temperatureReport';
import { temperatureReportXlsx } from './xlsx';

export interface ReportFileOptions {
  format: ReportFormat;
  lang: string;
  utcOffsetMinutes: number;
  /** readings written so far, of the XLSX */
  onRows?(written: number): void;
}

export interface ReportFileData {
  fileName: string;
  contentType: string;
  data: Buffer | Readable;
}

export async function reportFile(app: FastifyInstance, user: AuthUser, report: TemperatureReport, options: ReportFileOptions): Promise<ReportFileData> {
  const lang = languageOf(options.lang);
  const { format, utcOffsetMinutes } = options;
  const fileName = reportFileName(report.subject.label, report, utcOffsetMinutes, format);
  const data =
    format === 'pdf'
      ? await temperatureReportPdf(app, report, { lang, utcOffsetMinutes, companyId: user.companyId })
      : temperatureReportXlsx(report, reportReadings(app, report), fileText(lang), { utcOffsetMinutes, ...(options.onRows ? { onRows: options.onRows } : {}) });
  return { fileName, contentType: REPORT_CONTENT_TYPES[format], data };
}
