import type { EntityEntry } from '../schema/schemaRegistry';
import { DEFAULT_WIDGETS } from './defaultWidgets';
import { sharedWidgets, type WidgetEntry } from './registry';

/** The widgets an entity's form ranks: its own first (they win ties), then the shared ones. */
export function widgetsOf(entity: EntityEntry): WidgetEntry[] {
  return [...(entity.overrides.widgets ?? []), ...sharedWidgets(), ...DEFAULT_WIDGETS];
}
