/**
 * A waybill's release decisions in its PDF (issue 29 §2; 21 CFR Part 11 §11.50: the printed
 * signature shows the signer's name, the time and the meaning), each with its comment and the
 * SHA-256 of the summary signed; a voided one says since when.
 */
import type { Content } from 'pdfmake';
import type { TemperatureReport } from '../../../../src/lib/reports';
import { minuteTime, type FileText } from '../fileText';
import { zoneLabel } from '../../readings/export';

export function signatureSection(report: TemperatureReport, t: FileText, utcOffsetMinutes: number): Content[] {
  if (!report.signatures?.length) return [];
  const time = (ts: number) => `${minuteTime(ts, utcOffsetMinutes)} (${zoneLabel(utcOffsetMinutes)})`;
  const blocks = report.signatures.map((s): Content => {
    const lines: Array<[string, string]> = [
      [t('signature.decision'), t(`signature.decisions.${s.decision}`)],
      [t('signature.signer'), s.signerName],
      [t('signature.time'), time(s.signedAt)],
      [t('signature.meaning'), s.meaning],
      [t('signature.comment'), s.comment],
      [t('signature.hash'), s.summaryHash],
    ];
    if (s.voidedAt !== null) lines.push([t('signature.void'), time(s.voidedAt)]);
    return {
      table: { widths: [110, '*'], body: lines.map(([label, value]) => [{ text: label, style: 'label' }, { text: value }]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 8],
      ...(s.voidedAt !== null ? { color: '#9e9e9e' } : {}),
    };
  });
  return [{ text: t('signature.title'), style: 'deviceHeading', pageBreak: 'before' }, ...blocks];
}
