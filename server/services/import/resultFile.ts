/**
 * The uploaded file given back with a result column (issue 29 §3): the first sheet as it was,
 * plus, right of its last column (or in the result column of an earlier result file uploaded
 * again), each data row's result: stored, or its problems with their columns.
 */
import type ExcelJS from 'exceljs';
import { LANGUAGES } from '../../../src/lib/language';
import { lookup } from '../../../src/lib/validation/translate';
import { LOCALES } from '../resources/translate';

export const RESULT_KEY = 'app.schema.import.resultColumn';

const RESULT_HEADERS = new Set(LANGUAGES.map((lang) => lookup(LOCALES[lang], RESULT_KEY)).filter(Boolean));

export async function addResultColumn(
  workbook: ExcelJS.Workbook,
  sheet: ExcelJS.Worksheet,
  headerRow: number,
  header: string,
  results: ReadonlyMap<number, string>,
): Promise<Buffer> {
  const head = sheet.getRow(headerRow);
  let column = 0;
  head.eachCell((cell, index) => {
    if (typeof cell.value === 'string' && RESULT_HEADERS.has(cell.value.trim())) column = index;
  });
  if (!column) column = Math.max(sheet.columnCount, head.cellCount) + 1;
  head.getCell(column).value = header;
  head.getCell(column).font = { bold: true };
  sheet.getColumn(column).width = 60;
  for (const [row, text] of results) sheet.getRow(row).getCell(column).value = text;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
