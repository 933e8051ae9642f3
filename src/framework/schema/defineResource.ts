/**
 * A resource's config object (STYLE §2): `resources/NAME/index.ts` exports
 * `defineResource({ name, overrides })`. Everything is optional: the schema alone makes the pages,
 * and each slot replaces one generated piece with the resource's own (docs/resources-design.md).
 */
import type { ComponentType } from 'react';
import type { Identifier, RaRecord } from 'ra-core';
import type { SchemaListModel } from '../list/useSchemaList';
import type { EntityEntry } from './schemaRegistry';
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

/** What every page receives from the route it serves. */
export interface PageProps {
  /** the server route's component path, e.g. '/device/list/index' */
  component: string;
  /** the route name, e.g. 'DeviceList' */
  name: string;
}

export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/** The list view of a page: the generated SchemaList, or a resource's own. */
export interface ListViewProps {
  model: SchemaListModel;
  onCreate(): void;
  onEdit(record: RaRecord): void;
  onShow(record: RaRecord): void;
}

export interface CreateViewProps {
  entity: EntityEntry;
  /** the page's fixed values of a new record */
  defaults?: Record<string, unknown>;
  onClose(): void;
}

export interface RecordViewProps {
  entity: EntityEntry;
  id: Identifier;
  title: string;
  onClose(): void;
}

/** A button of the list's bulk toolbar (react-admin's list context holds the selected ids). */
export interface BulkActionProps {
  resource: string;
  /** the page key for permission codes (lowercase route name) */
  page: string;
  access: ActionAccess;
}

/**
 * A row button. Its `label` (a translation key, the button's text) sizes the table's actions
 * column, whose width does not depend on its cells (framework/list/columnTracks.ts); without one
 * the button is given the width of a long label.
 */
export type RowAction = ComponentType<RecordActionProps> & { label?: string };

export interface ResourceOverrides {
  /** merged over the schema's `x-ui` (fields are merged per property) */
  ui?: Partial<Omit<EntityUi, 'fields'>> & { fields?: Record<string, FieldUi> };
  /** widgets only this resource uses; ranked together with the shared ones */
  widgets?: WidgetEntry[];
  /** extra buttons on each row (e.g. reset a user's password) */
  rowActions?: RowAction[];
  /** a row's own edit and delete buttons narrowed by its state (a shipped waybill is adjusted, not edited; issue 29 §1) */
  rowAccess?(record: RaRecord, access: ActionAccess): ActionAccess;
  /** extra buttons of the bulk toolbar, beside delete */
  bulkActions?: Array<ComponentType<BulkActionProps>>;
  /** the resource's own views in place of the generated ones, on every page of the entity */
  views?: {
    list?: ComponentType<ListViewProps>;
    create?: ComponentType<CreateViewProps>;
    edit?: ComponentType<RecordViewProps>;
    show?: ComponentType<RecordViewProps>;
  };
  /**
   * Pages of this resource by server component path (lazy, one chunk each): a custom page for the
   * entity (a monitor, a detail page) lives in resources/NAME/ and is served for that path.
   */
  pages?: Record<string, PageLoader>;
}

export interface ResourceDefinition {
  name: string;
  overrides: ResourceOverrides;
}

export function defineResource(definition: { name: string; overrides?: ResourceOverrides }): ResourceDefinition {
  return { name: definition.name, overrides: definition.overrides ?? {} };
}
