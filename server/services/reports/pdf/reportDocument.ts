/**
 * The PDF report's document definition (pdfmake): the company's logo, the identity of what the
 * report covers (company, organization, device/asset/waybill, a waybill's consignor and consignee),
 * the range in the user's zone, the activation energy MKT used, the data coverage and the gap rule
 * (with the coverage warning when too little of the range has data), one section per device, and
 * on every page "page x of y" with the time of generation and who generated it.
 */
import type { Content } from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { TemperatureReport } from '../../../../src/lib/reports';
import { coverageWarningText } from '../completenessText';
import { generatedText, identityLines, type FileText } from '../fileText';
import { deviceSection } from './deviceSection';
import { signatureSection } from './signatureSection';
import { REPORT_FONT } from './pdfFonts';

export interface DocumentOptions {
  utcOffsetMinutes: number;
  /** the company's report logo as a data URL (PNG or JPEG), or null for none */
  logo: string | null;
  /** BCP 47, written into the PDF */
  language: string;
  /** the print header of the report's organization (issue 30 §4), in place of the company's name alone */
  header?: { companyName: string; address: string; licenceNumber: string };
}

/** A4 portrait and its margins, points. */
const PAGE = { width: 595.28, margins: [36, 40, 36, 44] as [number, number, number, number] };
const CONTENT_WIDTH = PAGE.width - PAGE.margins[0] - PAGE.margins[2];

function heading(report: TemperatureReport, t: FileText, options: DocumentOptions): Content {
  const header = options.header;
  const lines = header
    ? [header.companyName, header.address, header.licenceNumber ? `${t('licence')}: ${header.licenceNumber}` : ''].filter(Boolean)
    : [report.subject.companyName];
  const title: Content = { stack: [{ text: t('title'), style: 'title' }, ...lines.map((text) => ({ text, style: 'note' }))] };
  // the logo at the top right, the title where the eye starts
  return options.logo ? { columns: [{ stack: [title] }, { image: 'logo', fit: [140, 44], width: 140, alignment: 'right' }], margin: [0, 0, 0, 10] } : { ...title, margin: [0, 0, 0, 10] };
}

export function reportDocument(report: TemperatureReport, t: FileText, options: DocumentOptions): TDocumentDefinitions {
  const frame = { start: report.start, end: report.end, utcOffsetMinutes: options.utcOffsetMinutes, showWarningInfo: report.showWarningInfo, width: CONTENT_WIDTH };
  const devices = report.devices.flatMap((device, i) => {
    const section = deviceSection(device, t, frame);
    return i === 0 ? section : [{ text: '', pageBreak: 'before' as const }, ...section];
  });
  const generated = generatedText(report, t, options.utcOffsetMinutes);
  const warning = coverageWarningText(report, t);
  return {
    pageSize: 'A4',
    pageMargins: PAGE.margins,
    language: options.language,
    info: { title: `${t('title')} ${report.subject.label}`, author: report.generatedBy, subject: report.subject.companyName, creator: report.subject.companyName },
    ...(options.logo ? { images: { logo: options.logo } } : {}),
    defaultStyle: { font: REPORT_FONT, fontSize: 9, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 16, bold: true },
      deviceHeading: { fontSize: 11.5, bold: true, margin: [0, 8, 0, 1] },
      subHeading: { fontSize: 9.5, bold: true, margin: [0, 4, 0, 0] },
      tableHeader: { bold: true, fontSize: 8, color: '#424242' },
      label: { color: '#616161' },
      note: { fontSize: 8, color: '#616161' },
      warning: { fontSize: 9.5, bold: true, color: '#b71c1c', margin: [0, 0, 0, 6] },
    },
    content: [
      heading(report, t, options),
      { table: { widths: [110, '*'], body: identityLines(report, t, options.utcOffsetMinutes).map(([label, value]) => [{ text: label, style: 'label' }, value]) }, layout: 'noBorders', margin: [0, 0, 0, 6] },
      ...(warning ? [{ text: warning, style: 'warning' }] : []),
      { text: t('completeness.rule', { tolerance: report.gapTolerance }), style: 'note', margin: [0, 0, 0, 6] },
      ...(report.devices.length ? devices : [{ text: t('noDevices'), style: 'note' }]),
      ...signatureSection(report, t, options.utcOffsetMinutes),
    ],
    footer: (currentPage, pageCount) => ({
      columns: [{ text: generated }, { text: t('page', { page: currentPage, pages: pageCount }), alignment: 'right', width: 'auto' }],
      fontSize: 7,
      color: '#757575',
      margin: [PAGE.margins[0], 14, PAGE.margins[2], 0],
    }),
  };
}
