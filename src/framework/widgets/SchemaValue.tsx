/** One property's value for reading (cards, the detail view; the table writes its cells through tableColumns.tsx): the cell of its widget. */
import { useLocale } from 'ra-core';
import { useRecordContext } from 'react-admin';
import type { EntityEntry } from '../schema/schemaRegistry';
import { useLabels } from '../schema/labels';
import type { WidgetContext } from './registry';
import { displayOf } from './widgetsOf';

export interface SchemaValueProps {
  entity: EntityEntry;
  name: string;
  source?: string;
  label?: string;
  sortable?: boolean;
}

/** An empty value shows as nothing; a reference cell looks its label up even for an empty array. */
export function showsNothing(ctx: WidgetContext, value: unknown): boolean {
  return (value === undefined || value === null || value === '') && !ctx.ui.reference;
}

export function SchemaValue({ entity, name }: SchemaValueProps) {
  const record = useRecordContext();
  const labels = useLabels(entity);
  const locale = useLocale();
  const { ctx, Cell } = displayOf(entity, name);
  const value = record?.[name];
  if (showsNothing(ctx, value)) return <span />;
  return <Cell ctx={ctx} value={value} record={record} enumLabel={(v) => labels.enumValue(name, v)} translate={labels.translate} locale={locale} />;
}
