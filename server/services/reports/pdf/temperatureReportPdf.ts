/**
 * A temperature report as a PDF (issue 14 §3 "Report files"): pdfmake lays out reportDocument
 * with the embedded Noto Sans SC subset and answers the whole file.
 */
import type { FastifyInstance } from 'fastify';
import type { TemperatureReport } from '../../../../src/lib/reports';
import type { Language } from '../../../messages';
import { fileText } from '../fileText';
import { reportDocument } from './reportDocument';
import { reportLogo } from './reportLogo';
import { reportPdfMake } from './pdfFonts';

export interface PdfOptions {
  lang: Language;
  utcOffsetMinutes: number;
  /** the company whose logo heads the report */
  companyId: number;
}

export async function temperatureReportPdf(app: FastifyInstance, report: TemperatureReport, options: PdfOptions): Promise<Buffer> {
  const logo = await reportLogo(app, options.companyId);
  const definition = reportDocument(report, fileText(options.lang), { utcOffsetMinutes: options.utcOffsetMinutes, logo, language: options.lang });
  return reportPdfMake().createPdf(definition).getBuffer();
}
