/**
 * The uploaded spreadsheet as an exceljs workbook, or why it cannot be read. Spec §5 and §8 take
 * xls or xlsx. exceljs reads the Office Open XML format only: an .xls that is xlsx inside (many
 * tools save so) is read; a true Excel 97–2003 file (BIFF in an OLE compound file) is refused with
 * a message saying to save it as .xlsx. No maintained BIFF reader is in the project (npm `xlsx`
 * 0.18 is unmaintained); see docs/import.md.
 */
import ExcelJS from 'exceljs';
import type { Message } from '../../../src/lib/validation/translate';

const ZIP = 0x04034b50;
/** D0 CF 11 E0: an OLE compound file, the container of a BIFF .xls */
const OLE = 0xe011cfd0;

export type LoadedWorkbook = { workbook: ExcelJS.Workbook; sheet: ExcelJS.Worksheet } | { refused: Message };

export async function loadWorkbook(data: Buffer): Promise<LoadedWorkbook> {
  const magic = data.length >= 4 ? data.readUInt32LE(0) : 0;
  if (magic === OLE) return { refused: { key: 'validation.import.xls' } };
  if (magic !== ZIP) return { refused: { key: 'validation.file.excel' } };
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer (an ArrayBuffer); JSZip reads either
    await workbook.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  } catch {
    return { refused: { key: 'validation.import.unreadable' } };
  }
  const sheet = workbook.worksheets[0];
  return sheet ? { workbook, sheet } : { refused: { key: 'validation.import.unreadable' } };
}
