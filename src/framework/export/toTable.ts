/** Records as a table of what the list shows: translated headers, enum labels, dates, reference labels. */
import type { EntityEntry } from '../schema/schemaRegistry';
import { formatUnix } from '../widgets/unixTime';
import { valueKind } from '../widgets/valueKind';
import type { Cell, Table } from './csv';

export interface TableText {
  field(name: string): string;
  enumValue(name: string, value: unknown): string;
  yesNo(value: boolean): string;
}

/** referenceLabels: field → id → the referred record's label */
export function toTable(
  entity: EntityEntry,
  columns: readonly string[],
  records: ReadonlyArray<Record<string, unknown>>,
  text: TableText,
  referenceLabels: Record<string, Map<unknown, string>> = {},
): Table {
  const cell = (name: string, value: unknown): Cell => {
    if (value === undefined || value === null || value === '') return null;
    const kind = valueKind(entity.properties[name], entity.ui.fields?.[name]);
    switch (kind) {
      case 'reference':
        return [value].flat().map((id) => referenceLabels[name]?.get(id) ?? String(id)).join(', ');
      case 'enum':
        return text.enumValue(name, value);
      case 'boolean':
        return text.yesNo(Boolean(value));
      case 'date':
      case 'datetime':
        return formatUnix(value, kind === 'datetime');
      case 'number':
        return typeof value === 'number' ? value : String(value);
      case 'image':
      case 'file':
        return [value].flat().map((f) => (typeof f === 'string' ? f : ((f as { url?: string; name?: string }).url ?? (f as { name?: string }).name ?? ''))).join(' ');
      case 'array':
        return (value as unknown[]).map((v) => (entity.properties[name]?.items?.enum ? text.enumValue(name, v) : String(v))).join(', ');
      default:
        return value && typeof value === 'object' ? Object.values(value).filter((v) => v !== null && v !== '').map(String).join(', ') : String(value);
    }
  };
  return { header: columns.map((c) => text.field(c)), rows: records.map((record) => columns.map((c) => cell(c, record[c]))) };
}
