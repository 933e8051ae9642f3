/**
 * One cell of an import file as a property's value, by its column's kind (columns.ts). Pure.
 * Enum values and yes/no are taken as written in any of the three languages, or as the raw value.
 */
import type { Message } from '../../../src/lib/validation/translate';
import { lookup } from '../../../src/lib/validation/translate';
import { cellNumber, cellText, cellTime } from '../dataUpload/cells';
import type { Cell } from '../dataUpload/readSheet';
import { LOCALES } from '../resources/translate';
import type { ColumnKind } from './columns';

export type CellRead = { value: unknown } | { issue: Message } | { empty: true } | { lookup: string };

const normal = (text: string) => text.normalize('NFKC').trim().toLowerCase();
const inEveryLanguage = (key: string) =>
  Object.values(LOCALES)
    .map((messages) => lookup(messages, key))
    .filter((text): text is string => typeof text === 'string')
    .map(normal);

const YES = new Set(['yes', 'y', 'true', '1', '是', ...inEveryLanguage('ra.boolean.true')]);
const NO = new Set(['no', 'n', 'false', '0', '否', ...inEveryLanguage('ra.boolean.false')]);

export function isBlankCell(cell: Cell): boolean {
  return cell === null || (typeof cell === 'string' && cell.trim() === '');
}

function readEnum(cell: Cell, values: ReadonlyArray<string | number>, labels: string | undefined): CellRead {
  const text = normal(cell instanceof Date ? cellText(cell) : String(cell));
  for (const value of values) {
    if (normal(String(value)) === text) return { value };
    if (labels && inEveryLanguage(`${labels}.${String(value)}`).includes(text)) return { value };
  }
  return { issue: { key: 'validation.enum' } };
}

export function readCell(cell: Cell, kind: ColumnKind, utcOffsetMinutes: number): CellRead {
  if (isBlankCell(cell)) return { empty: true };
  switch (kind.type) {
    case 'number': {
      const value = cellNumber(cell);
      if (value === null) return { empty: true };
      if (value === 'bad' || typeof cell === 'boolean') return { issue: { key: 'validation.type.number' } };
      return kind.integer && !Number.isInteger(value) ? { issue: { key: 'validation.type.integer' } } : { value };
    }
    case 'boolean': {
      if (typeof cell === 'boolean') return { value: cell };
      const text = normal(cellText(cell));
      if (YES.has(text)) return { value: true };
      return NO.has(text) ? { value: false } : { issue: { key: 'validation.type.boolean' } };
    }
    case 'enum':
      return readEnum(cell, kind.values, kind.labels);
    case 'time': {
      const value = cellTime(cell, utcOffsetMinutes);
      return value === null ? { issue: { key: 'validation.import.time', params: { value: cellText(cell) } } } : { value };
    }
    case 'reference':
      return { lookup: cellText(cell).normalize('NFKC').trim() };
    default:
      // a number typed into a text column (a mobile, a device number) is its digits
      if (cell instanceof Date) return { value: cellText(cell) };
      return { value: String(cell).trim() };
  }
}
