/**
 * The shape of an entity schema file (`schemas/NAME.schema.json`): standard JSON Schema
 * (draft 2020-12) for the data, `x-ui` for presentation, `x-store` for where the reference
 * server keeps it. `schemas/meta/entity.meta.json` checks every file against this shape.
 */

/** A JSON Schema of one property. Only what the console reads is typed; the rest passes through. */
export interface PropertySchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | Array<string>;
  format?: string;
  enum?: Array<string | number>;
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  items?: PropertySchema;
  $ref?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  default?: unknown;
  title?: string;
  description?: string;
  [keyword: string]: unknown;
}

/** spec §6: an action code shows the button only to users who have it; a hidden code hides it from them. */
export type PermissionCode = { action: string } | { hidden: string };

/** The records a rule holds for: those whose `field` is one of `in` (a waybill's status while not shipped). */
export interface RecordRule {
  field: string;
  in: Array<string | number | boolean>;
}

/** An edit or delete code; `when` narrows it to the records it may apply to (the server refuses the others). */
export type RecordPermissionCode = PermissionCode & { when?: RecordRule };

export type EntityAction = 'create' | 'edit' | 'delete' | 'export' | 'import';

export type FilterKind = 'text' | 'enum' | 'dateRange' | 'reference' | 'boolean';

export interface FilterUi {
  /** the property filtered on */
  field: string;
  kind: FilterKind;
  /** shown without being added from the filter menu */
  alwaysOn?: boolean;
}

/** Which screens show a property. */
export type View = 'list' | 'show' | 'create' | 'edit';

export interface ReferenceUi {
  /** the resource referred to, e.g. 'organization' */
  resource: string;
  /** the referred record's property shown as its label */
  label: string;
}

export interface FieldUi {
  /** a widget name from the registry; without it the registry ranks widgets by the property's schema */
  widget?: string;
  /** translation key of the label; default `resources.{resource}.fields.{name}` */
  label?: string;
  /** translation key prefix of enum value labels: `{enumLabels}.{value}` */
  enumLabels?: string;
  /** shown but never editable */
  readOnly?: boolean;
  /** true: on no screen; a list: not on those screens */
  hidden?: boolean | View[];
  reference?: ReferenceUi;
  /** file widgets: accepted extensions, without the dot */
  accept?: string[];
  /** file widgets: the largest file in bytes */
  maxSize?: number;
  /** text widgets: several lines */
  multiline?: boolean;
  /** edit form: shown, and required, only while this other property differs from the stored record's (an asset's status reason, issue 29 §5) */
  whenChanged?: string;
  /** widget `dictionary`: the code of the company's data dictionary whose items the input offers (issue 30 §4) */
  dictionary?: string;
  /** enum values shown as coloured chips: value → MUI palette colour */
  colors?: Record<string, ChipColor>;
  /** the list column's width, instead of its widget's (registry `column`) */
  column?: Partial<ColumnSize>;
  /** a list of objects (widget `objectList`): the x-ui of each property of its items, by name */
  fields?: Record<string, FieldUi>;
}

/**
 * A list column's width: at least `min` pixels, and a `grow` share of the room the table has left
 * (a CSS grid track `minmax(min px, grow fr)`). Rows are laid out one by one, so a column's width
 * never depends on its cells' content (framework/list/columnTracks.ts).
 */
export interface ColumnSize {
  min: number;
  grow: number;
}

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/** A page the resource serves: the server route's component path, optionally with a fixed filter. */
export interface ComponentUi {
  path: string;
  /** a filter every request of this page carries, e.g. { role: 1 } for the vehicle page of assets */
  filter?: Record<string, string | number | boolean>;
  /** translation key of the page title; default the resource's name */
  title?: string;
}

/** Calls that do not follow `/{resource}` conventions, as path templates (`{id}`, `{field}` from the filter or record). */
export interface ApiUi {
  list?: string;
  get?: string;
  create?: string;
  update?: string;
  delete?: string;
}

export interface EntityUi {
  /** the resource name: react-admin's resource and the API path `/{resource}` */
  resource: string;
  /** translation key of the entity's name; default `resources.{resource}.name` */
  label?: string;
  /** property shown as a record's title (breadcrumbs, delete confirmation, references) */
  recordLabel?: string;
  /** an icon name of the sidebar icon registry */
  icon?: string;
  components: Array<string | ComponentUi>;
  list: {
    columns: string[];
    sort?: { field: string; order: 'ASC' | 'DESC' };
    filters?: FilterUi[];
    perPage?: number;
    /**
     * columns the list starts without, until the user picks them in the column chooser: a table
     * that fits its card at 1440 px keeps its row actions over no data (issue 26 §3)
     */
    defaultHidden?: string[];
  };
  /** order of the form's inputs; default the order of `properties` */
  form?: {
    order?: string[];
    /** headed groups of inputs, in order; what no group names follows in a last one */
    sections?: Array<{ title: string; fields: string[] }>;
  };
  fields?: Record<string, FieldUi>;
  permissions?: Partial<Record<Exclude<EntityAction, 'edit' | 'delete'>, PermissionCode>> & Partial<Record<'edit' | 'delete', RecordPermissionCode>>;
  api?: ApiUi;
}

/** Where the reference server keeps an entity: a table of its own, or (default) the generic document store. */
export interface EntityStore {
  /** an existing table whose columns are the properties in snake_case */
  table?: string;
  /** rows belong to a company: reads and writes are limited to the user's company */
  companyScoped?: boolean;
  /** the column naming a row's company (default `company_id`; `id` for the companies themselves) */
  companyColumn?: string;
  /**
   * company-scoped rows that only a platform admin writes, and sees every company's of (the device
   * registry and its bindings, issue 30 §4): a company's users read the rows assigned to them
   */
  platformWrites?: boolean;
  /**
   * resources whose readers may also read (never write) these records, in their own company,
   * because the pages of those resources show them: a device model's channel display is part of
   * a device's detail (issue 30 §4)
   */
  readWith?: string[];
}

export interface EntitySchema {
  $schema: string;
  $id: string;
  title: string;
  type: 'object';
  properties: Record<string, PropertySchema>;
  required?: string[];
  'x-ui': EntityUi;
  'x-store'?: EntityStore;
  /** conditions (`{ if, then }`, see conditions.ts): per-value rules the console also shows */
  allOf?: unknown[];
  [keyword: string]: unknown;
}

/** A component entry in its long form. */
export function componentOf(entry: string | ComponentUi): ComponentUi {
  return typeof entry === 'string' ? { path: entry } : entry;
}

/** Whether a property shows on a view. */
export function shownOn(ui: FieldUi | undefined, view: View): boolean {
  if (!ui?.hidden) return true;
  return ui.hidden === true ? false : !ui.hidden.includes(view);
}
