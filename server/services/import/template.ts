/**
 * An entity's import template (issue 29 §3): one sheet whose header row is the import's columns
 * in the request's language, required ones marked `*` and shaded, each header with a note giving
 * the format (times, yes/no, the values an enum takes, what a reference names).
 */
import ExcelJS from 'exceljs';
import type { Language } from '../../../src/lib/language';
import { lookup, translateIssue } from '../../../src/lib/validation/translate';
import { LOCALES } from '../resources/translate';
import { headerOf, type ImportColumn } from './columns';

function noteOf(column: ImportColumn, lang: Language): string {
  const messages = LOCALES[lang];
  const parts: string[] = [];
  if (column.required) parts.push(lookup(messages, 'app.schema.import.hints.required') ?? 'Required');
  const kind = column.kind;
  if (kind.type === 'enum') {
    const values = kind.values.map((value) => (kind.labels ? (lookup(messages, `${kind.labels}.${String(value)}`) ?? String(value)) : String(value)));
    parts.push(translateIssue({ key: 'app.schema.import.hints.enum', params: { values: values.join(' / ') } }, messages));
  } else if (kind.type === 'reference') {
    const name = lookup(messages, `resources.${kind.resource}.name`)?.split('||||')[0]?.trim() ?? kind.resource;
    parts.push(translateIssue({ key: 'app.schema.import.hints.reference', params: { name } }, messages));
  } else if (column.hint) {
    parts.push(translateIssue(column.hint, messages));
  }
  return parts.join('\n');
}

export async function templateFile(columns: readonly ImportColumn[], lang: Language, sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((column) => ({ width: Math.max(14, headerOf(column, lang).length + 4) }));
  const row = sheet.addRow(columns.map((column) => `${column.required ? '*' : ''}${headerOf(column, lang)}`));
  row.font = { bold: true };
  columns.forEach((column, index) => {
    const cell = row.getCell(index + 1);
    const note = noteOf(column, lang);
    if (note) cell.note = note;
    if (column.required) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
    // text columns keep what is typed (a mobile's leading digits, an 8-digit device number)
    if (column.kind.type === 'text') sheet.getColumn(index + 1).numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
