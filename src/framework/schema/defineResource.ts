/**
 * A resource's config object (STYLE §2): `resources/NAME/index.ts` exports
 * `defineResource({ name, overrides })`. Everything is optional: the schema alone makes the pages.
 */
import type { ComponentType } from 'react';
import type { RaRecord } from 'ra-core';
import type { EntityUi, FieldUi } from '../../lib/schema/types';
import type { WidgetEntry } from '../widgets/registry';
import type { ActionAccess } from '../permissions/entityPermissions';

export interface RecordActionProps {
  resource: string;
  record: RaRecord;
  /** the page key for permission codes (lowercase route name) */
  page: string;
  /** which of the entity's buttons this user sees on this page */
  access: ActionAccess;
}

export interface ResourceOverrides {
  /** merged over the schema's `x-ui` (fields are merged per property) */
  ui?: Partial<Omit<EntityUi, 'fields'>> & { fields?: Record<string, FieldUi> };
  /** widgets only this resource uses; ranked together with the shared ones */
  widgets?: WidgetEntry[];
  /** extra buttons on each row (e.g. reset a user's password) */
  rowActions?: Array<ComponentType<RecordActionProps>>;
  /** an icon for the sidebar or the page title */
  icon?: ComponentType;
}

export interface ResourceDefinition {
  name: string;
  overrides: ResourceOverrides;
}

export function defineResource(definition: { name: string; overrides?: ResourceOverrides }): ResourceDefinition {
  return { name: definition.name, overrides: definition.overrides ?? {} };
}
