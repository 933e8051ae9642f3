/** One property's value for reading (list cells, cards, the detail view): the cell of its widget. */
import { useRecordContext } from 'react-admin';
import type { EntityEntry } from '../schema/schemaRegistry';
import { useLabels } from '../schema/labels';
import { displayOf } from './widgetsOf';

export function SchemaValue({ entity, name }: { entity: EntityEntry; name: string; source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const labels = useLabels(entity);
  const { ctx, entry } = displayOf(entity, name);
  const value = record?.[name];
  // a reference cell looks its label up even for an empty array; other cells get a value
  if ((value === undefined || value === null || value === '') && !ctx.ui.reference) return <span />;
  const Cell = entry.cell!;
  return <Cell ctx={ctx} value={value} record={record} enumLabel={(v) => labels.enumValue(name, v)} translate={labels.translate} />;
}
