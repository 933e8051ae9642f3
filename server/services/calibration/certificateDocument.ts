/**
 * The calibration certificate's document definition (pdfmake): the print header of the device's
 * organization (its rule's company name, logo, address and licence number), the certificate's
 * identity, the device and the calibration unit, the points table (reference, measured,
 * deviation, pass or fail) and the verdict, the calibration and next due dates.
 */
import type { Content } from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { localTime } from '../readings/export';
import { REPORT_FONT } from '../reports/pdf/pdfFonts';
import type { CertificateModel } from './certificateModel';
import type { CalibrationText } from './certificateText';
import type { PrintHeader } from '../printHeaders/printHeader';
import { headerBlock } from '../printHeaders/headerBlock';

export interface CertificateOptions {
  utcOffsetMinutes: number;
  language: string;
  /** when the certificate was generated, unix seconds */
  nowUnix: number;
}

const date = (ts: number, offset: number) => localTime(ts, offset).slice(0, 10);
const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}`;

function verdictText(model: CertificateModel, t: CalibrationText): string {
  return model.pass === null ? t('certificate.noPoints') : t(model.pass ? 'certificate.pass' : 'certificate.fail');
}

function pointsTable(model: CertificateModel, t: CalibrationText): Content {
  if (!model.points.length) return { text: t('certificate.noPoints'), style: 'note' };
  const head = ['channel', 'reference', 'measured', 'deviation', 'result'].map((key) => ({ text: t(`certificate.points.${key}`), style: 'tableHeader' }));
  const rows = model.points.map((point) => [point.channel, point.reference.toFixed(1), point.measured.toFixed(1), signed(point.deviation), t(point.pass ? 'certificate.pass' : 'certificate.fail')]);
  return { table: { headerRows: 1, widths: ['*', 70, 70, 70, 60], body: [head, ...rows] }, layout: 'lightHorizontalLines', margin: [0, 4, 0, 8] };
}

export function certificateDocument(model: CertificateModel, header: PrintHeader, t: CalibrationText, options: CertificateOptions): TDocumentDefinitions {
  const offset = options.utcOffsetMinutes;
  const lines: Array<[string, string]> = [
    [t('certificate.number'), model.certificateNumber],
    [t('certificate.device'), `${model.device.number} ${model.device.name}`.trim()],
    [t('certificate.model'), model.device.model],
    [t('certificate.unit'), model.unit ? model.unit.name : model.validator],
    ...(model.unit ? [[t('certificate.accreditation'), model.unit.accreditationNumber] as [string, string]] : []),
    [t('certificate.temperatureZone'), model.temperatureZone],
    [t('certificate.load'), model.load],
    [t('certificate.calibratedOn'), date(model.startDate, offset)],
    [t('certificate.nextDue'), date(model.dueDate, offset)],
    [t('certificate.tolerance'), `±${model.tolerance.toFixed(1)} °C`],
  ];
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 44],
    language: options.language,
    info: { title: `${t('certificate.title')} ${model.certificateNumber}`, subject: header.companyName, creator: header.companyName },
    ...(header.logo ? { images: { logo: header.logo } } : {}),
    defaultStyle: { font: REPORT_FONT, fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 18, bold: true, alignment: 'center', margin: [0, 6, 0, 10] },
      headerName: { fontSize: 13, bold: true },
      tableHeader: { bold: true, fontSize: 9, color: '#424242' },
      label: { color: '#616161' },
      note: { fontSize: 9, color: '#616161' },
      verdict: { fontSize: 13, bold: true, margin: [0, 4, 0, 8] },
    },
    content: [
      headerBlock(header, `${t('certificate.licence')}: `),
      { text: t('certificate.title'), style: 'title' },
      { table: { widths: [130, '*'], body: lines.map(([label, value]) => [{ text: label, style: 'label' }, value || '—']) }, layout: 'noBorders', margin: [0, 0, 0, 8] },
      { text: t('certificate.points.title'), bold: true },
      pointsTable(model, t),
      { text: `${t('certificate.result')}: ${verdictText(model, t)}`, style: 'verdict', color: model.pass === false ? '#b71c1c' : '#1b5e20' },
    ],
    footer: { text: t('certificate.generated', { time: localTime(options.nowUnix, offset) }), fontSize: 7, color: '#757575', margin: [40, 14, 40, 0] },
  };
}
