/**
 * A waybill's release decisions as the XLSX's Signatures sheet writes them (issue 29 §2; 21 CFR
 * Part 11 §11.50: the signer's name, the time and the meaning), each with its decision, comment
 * and the SHA-256 of the summary signed, as the PDF prints them (pdf/signatureSection.ts). A
 * voided one says so in its status and since when. Times are date cells of the user's wall time,
 * the zone named in their column's header.
 */
import type { ReportSignature } from '../../../src/lib/reports';
import { zoneLabel } from '../readings/export';
import type { FileText } from './fileText';

export type SignatureCell = string | Date | null;

/** exceljs writes a Date from its UTC fields: shifted, the cell shows the user's wall time. */
const wallTime = (ts: number, utcOffsetMinutes: number) => new Date((ts + utcOffsetMinutes * 60) * 1000);

/** The sheet's header row, then one row a decision in the order signed. */
export function signatureRows(signatures: readonly ReportSignature[], t: FileText, utcOffsetMinutes: number): { header: string[]; rows: SignatureCell[][] } {
  const zone = zoneLabel(utcOffsetMinutes);
  const header = [
    t('signature.decision'),
    t('signature.signer'),
    t('signature.timeZoned', { zone }),
    t('signature.meaning'),
    t('signature.comment'),
    t('signature.hash'),
    t('signature.status'),
    t('signature.voidTime', { zone }),
  ];
  const rows = signatures.map((s) => [
    t(`signature.decisions.${s.decision}`),
    s.signerName,
    wallTime(s.signedAt, utcOffsetMinutes),
    s.meaning,
    s.comment,
    s.summaryHash,
    t(s.voidedAt === null ? 'signature.statuses.inForce' : 'signature.statuses.void'),
    s.voidedAt === null ? null : wallTime(s.voidedAt, utcOffsetMinutes),
  ]);
  return { header, rows };
}
