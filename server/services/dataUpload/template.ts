/**
 * The upload's template: the header row of the records export for a device's model (the time
 * column naming the zone, then one column a field, in the request's language), as csv or xlsx.
 * An exported file has the same header, so it uploads back as it is.
 */
import ExcelJS from 'exceljs';
import { csvLine } from '../../../src/lib/csv';
import type { UploadFormat } from '../../../src/lib/dataUpload';
import type { Language } from '../../../src/lib/language';
import { lookup, translateIssue } from '../../../src/lib/validation/translate';
import { fieldsOf } from '../readings/chart';
import { zoneLabel } from '../readings/export';
import { LOCALES } from '../resources/translate';

export function templateHeaders(model: string, lang: Language, utcOffsetMinutes: number): string[] {
  const messages = LOCALES[lang];
  const time = translateIssue({ key: 'readingExport.time', params: { zone: zoneLabel(utcOffsetMinutes) } }, messages, 'readingExport.time');
  return [time, ...fieldsOf(model).map((field) => lookup(messages, `readingExport.fields.${field}`) ?? field)];
}

/** csv with a UTF-8 byte-order mark (Excel reads the Chinese headers), or an xlsx of one sheet. */
export async function templateFile(headers: readonly string[], format: UploadFormat, sheetName: string): Promise<Buffer> {
  if (format === 'csv') {
    return Buffer.from(`\uFEFF${csvLine(headers)}`);
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = [{ width: 22, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } }, ...headers.slice(1).map(() => ({ width: 18 }))];
  sheet.addRow([...headers]).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `{number}_upload.{format}` */
export function templateFilename(deviceNumber: string, format: UploadFormat): string {
  return `${deviceNumber.replace(/[^\w-]/g, '')}_upload.${format}`;
}
