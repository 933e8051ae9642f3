/** The Log info page's export (issue 30 §1): the filtered entries as an xlsx sheet, headers in the reader's language. */
import ExcelJS from 'exceljs';
import type { AuditEntry } from '../../../src/lib/audit';
import type { Language } from '../../../src/lib/language';
import { lookup } from '../../../src/lib/validation/translate';
import { LOCALES } from '../resources/translate';

/** Rows an export holds at most: a narrower filter gets the rest. */
export const EXPORT_MAX_ROWS = 10_000;

const COLUMNS = ['id', 'time', 'user', 'ip', 'entity', 'record', 'action', 'changes', 'hash'] as const;

/** 'YYYY-MM-DD HH:mm:ss' in the reader's zone. */
export function localTime(unix: number, utcOffsetMinutes: number): string {
  return new Date((unix + utcOffsetMinutes * 60) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

export async function auditWorkbook(entries: readonly AuditEntry[], lang: Language, utcOffsetMinutes: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('audit');
  sheet.addRow(COLUMNS.map((column) => lookup(LOCALES[lang], `audit.columns.${column}`) ?? column)).font = { bold: true };
  for (const entry of entries) {
    sheet.addRow([
      entry.id,
      localTime(entry.at, utcOffsetMinutes),
      entry.actor.username,
      entry.ip,
      entry.entity,
      entry.recordId,
      entry.action,
      entry.changes.map((change) => `${change.field}: ${JSON.stringify(change.old)} → ${JSON.stringify(change.new)}`).join('\n'),
      entry.hash,
    ]);
  }
  sheet.columns.forEach((column, index) => {
    column.width = [8, 20, 16, 16, 16, 10, 12, 60, 20][index] ?? 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
