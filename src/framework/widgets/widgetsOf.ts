import type { EntityEntry } from '../schema/schemaRegistry';
import type { ComponentType } from 'react';
import { textCellOf } from './cells';
import { DEFAULT_WIDGETS } from './defaultWidgets';
import { pickWidget, type CellProps, type WidgetContext, type WidgetEntry } from './registry';

/** The widgets an entity ranks: its own first (they win ties), then the defaults. */
export function widgetsOf(entity: EntityEntry): WidgetEntry[] {
  return [...(entity.overrides.widgets ?? []), ...DEFAULT_WIDGETS];
}

export function widgetContext(entity: EntityEntry, name: string): WidgetContext {
  return { resource: entity.resource, name, property: entity.properties[name] ?? {}, ui: entity.ui.fields?.[name] ?? {}, required: entity.required.has(name) };
}

export interface Display {
  ctx: WidgetContext;
  entry: WidgetEntry;
  /** the entry's cell, or its text in a span */
  Cell: ComponentType<CellProps>;
}

// a list of 100 rows asks once per column, not once per cell
const displays = new WeakMap<EntityEntry, Map<string, Display>>();

/** The widget that shows this property: the best-ranked entry that has a cell or a text (the text entry always does). */
export function displayOf(entity: EntityEntry, name: string): Display {
  let byName = displays.get(entity);
  if (!byName) displays.set(entity, (byName = new Map()));
  let display = byName.get(name);
  if (!display) {
    const ctx = widgetContext(entity, name);
    const entry = pickWidget(widgetsOf(entity), ctx, (e) => Boolean(e.cell ?? e.text)) ?? DEFAULT_WIDGETS[0]!;
    byName.set(name, (display = { ctx, entry, Cell: entry.cell ?? textCellOf(entry.text!) }));
  }
  return display;
}
