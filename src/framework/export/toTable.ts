/** Records as a table of what the list shows: translated headers, and each value as its widget exports it. */
import type { EntityEntry } from '../schema/schemaRegistry';
import { textExport } from '../widgets/exportValues';
import { displayOf } from '../widgets/widgetsOf';
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
    const { ctx, entry } = displayOf(entity, name);
    const exportValue = entry.exportValue ?? textExport;
    return exportValue(value, {
      ctx,
      enumLabel: (v) => text.enumValue(name, v),
      yesNo: text.yesNo,
      referenceLabel: (id) => referenceLabels[name]?.get(id),
    });
  };
  return { header: columns.map((c) => text.field(c)), rows: records.map((record) => columns.map((c) => cell(c, record[c]))) };
}
