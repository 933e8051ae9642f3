/**
 * A temperature report as a PDF (issue 14 §3 "Report files"): pdfmake lays out reportDocument
 * with the embedded Noto Sans SC subset and answers the whole file. Its header is the print header
 * of the organization it covers (issue 30 §4, services/printHeaders/).
 */
import type { FastifyInstance } from 'fastify';
import type { TemperatureReport } from '../../../../src/lib/reports';
import type { Language } from '../../../messages';
import { fileText } from '../fileText';
import { reportDocument } from './reportDocument';
import { printHeader } from '../../printHeaders/printHeader';
import { reportOrganization } from '../../printHeaders/reportOrganization';
import { reportPdfMake } from './pdfFonts';

export interface PdfOptions {
  lang: Language;
  utcOffsetMinutes: number;
  /** the company whose print header (its organization's rule, else its default; issue 30 §4) heads the report */
  companyId: number;
}

export async function temperatureReportPdf(app: FastifyInstance, report: TemperatureReport, options: PdfOptions): Promise<Buffer> {
  const { logo, ...header } = await printHeader(app, options.companyId, await reportOrganization(app, options.companyId, report));
  const definition = reportDocument(report, fileText(options.lang), { utcOffsetMinutes: options.utcOffsetMinutes, logo, language: options.lang, header });
  return reportPdfMake().createPdf(definition).getBuffer();
}
