/**
 * Everything a generated list knows about its entity and page (STYLE §1: logic in hooks):
 * columns in `x-ui` order, the user's column choice (at first, all but the schema's
 * `defaultHidden`), the filters, the page's fixed filter, the default sort and the buttons this
 * user sees.
 */
import { useMemo } from 'react';
import { shownOn, type ComponentUi, type FilterUi, type PropertySchema } from '../../lib/schema/types';
import { propertiesFor, type EntityEntry } from '../schema/schemaRegistry';
import { useActionAccess } from '../permissions/useActionAccess';
import { pageKey, type ActionAccess } from '../permissions/entityPermissions';
import { useColumnPrefs } from './useColumnPrefs';

export const DEFAULT_PER_PAGE = 25;

export interface SchemaListModel {
  entity: EntityEntry;
  /** the entity's properties as they apply on this page (its fixed filter settles the conditions) */
  properties: Record<string, PropertySchema>;
  /** every column the list may show, in order */
  columns: string[];
  /** the columns shown now */
  visibleColumns: string[];
  hiddenColumns: string[];
  toggleColumn(column: string): void;
  filters: FilterUi[];
  fixedFilter: Record<string, string | number | boolean>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  access: ActionAccess;
  /** the page key for `{page}` codes and per-page preferences */
  page: string;
}

export function useSchemaList(entity: EntityEntry, component: ComponentUi, routeName: string): SchemaListModel {
  const { ui } = entity;
  const access = useActionAccess(ui, routeName);
  const page = pageKey(routeName || component.path);
  const { hidden, toggle } = useColumnPrefs(page, ui.list.defaultHidden);
  const fixedFilter = useMemo(() => component.filter ?? {}, [component.filter]);
  // the page's fixed values settle the schema's conditions: the vehicle page has no brand column
  const properties = useMemo(() => propertiesFor(entity, fixedFilter), [entity, fixedFilter]);
  const columns = useMemo(() => ui.list.columns.filter((c) => shownOn(ui.fields?.[c], 'list') && c in properties), [ui, properties]);
  const filters = useMemo(() => (ui.list.filters ?? []).filter((f) => f.field === 'q' || f.field in properties), [ui, properties]);
  const visibleColumns = useMemo(() => columns.filter((c) => !hidden.includes(c)), [columns, hidden]);
  return {
    entity,
    columns,
    visibleColumns,
    hiddenColumns: hidden,
    toggleColumn: toggle,
    properties,
    filters,
    fixedFilter,
    sort: ui.list.sort ?? { field: 'id', order: 'DESC' },
    perPage: ui.list.perPage ?? DEFAULT_PER_PAGE,
    access,
    page,
  };
}
