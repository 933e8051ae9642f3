/**
 * The columns of an entity's import file (issue 29 §3): every property a create form fills
 * (not read-only, not a file, not hidden on create, not a list), an object's properties one
 * column each (`consignor.institution`), and the entity's own extra columns (importAdapters.ts).
 * A header is the field's label in a language (locales/*.json), so a file in any of the three
 * languages is read; a column's kind says how its cells are read (cells.ts).
 */
import type { EntitySchema, FieldUi } from '../../../src/lib/schema/types';
import type { Language } from '../../../src/lib/language';
import { lookup } from '../../../src/lib/validation/translate';
import { resolveProperty } from '../resources/properties';
import { LOCALES } from '../resources/translate';

type Json = Record<string, unknown>;

export type ColumnKind =
  | { type: 'text' }
  | { type: 'number'; integer: boolean }
  | { type: 'boolean' }
  | { type: 'enum'; values: ReadonlyArray<string | number>; labels?: string }
  | { type: 'time' }
  /** a record of another entity named by its label property (a role's name) */
  | { type: 'reference'; resource: string; label: string };

export interface ImportColumn {
  /** the property, `parent.child` for an object's property, or an adapter's own name */
  key: string;
  /** the label's translation key, and for a sub-field its parent's */
  labelKey: string;
  parentKey?: string;
  /** the property name made readable: a label no locale has */
  fallback: string;
  required: boolean;
  kind: ColumnKind;
  /** a translation key of the format hint (the template's note), with its parameters */
  hint?: { key: string; params?: Record<string, string | number> };
}

const humanize = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** The column's header in `lang`: `Consignor - Institution` for a sub-field. */
export function headerOf(column: ImportColumn, lang: Language): string {
  const messages = LOCALES[lang];
  const own = lookup(messages, column.labelKey)?.replace(/\s*\|\|\|\|.*$/, '') ?? column.fallback;
  if (!column.parentKey) return own;
  return `${lookup(messages, column.parentKey) ?? humanize(column.parentKey.split('.').pop() ?? '')} - ${own}`;
}

function kindOf(property: Json, ui: FieldUi | undefined): ColumnKind {
  if (ui?.reference) return { type: 'reference', resource: ui.reference.resource, label: ui.reference.label };
  if (Array.isArray(property.enum)) return { type: 'enum', values: property.enum as Array<string | number>, ...(ui?.enumLabels ? { labels: ui.enumLabels } : {}) };
  if (property['x-date-range'] || ui?.widget === 'date' || ui?.widget === 'datetime') return { type: 'time' };
  if (property.type === 'integer') return { type: 'number', integer: true };
  if (property.type === 'number') return { type: 'number', integer: false };
  if (property.type === 'boolean') return { type: 'boolean' };
  return { type: 'text' };
}

function hintOf(kind: ColumnKind, property: Json): ImportColumn['hint'] {
  switch (kind.type) {
    case 'time':
      return { key: 'app.schema.import.hints.time' };
    case 'boolean':
      return { key: 'app.schema.import.hints.boolean' };
    case 'enum':
      return { key: 'app.schema.import.hints.enum' };
    case 'reference':
      return { key: 'app.schema.import.hints.reference' };
    case 'number':
      return typeof property.minimum === 'number' && typeof property.maximum === 'number'
        ? { key: 'app.schema.import.hints.range', params: { min: property.minimum, max: property.maximum } }
        : { key: 'app.schema.import.hints.number' };
    default:
      return typeof property.maxLength === 'number' ? { key: 'app.schema.import.hints.text', params: { max: property.maxLength } } : undefined;
  }
}

const hiddenOnCreate = (ui: FieldUi | undefined) => ui?.hidden === true || (Array.isArray(ui?.hidden) && ui.hidden.includes('create'));

/** The schema's columns, in the create form's order, without `excluded`. */
export function schemaColumns(schema: EntitySchema, shared: readonly Json[], excluded: ReadonlySet<string>): ImportColumn[] {
  const ui = schema['x-ui'];
  const required = new Set(schema.required ?? []);
  const sections = ui.form?.sections?.flatMap((s) => s.fields) ?? [];
  const names = [...new Set([...sections, ...Object.keys(schema.properties)])];
  const columns: ImportColumn[] = [];
  for (const name of names) {
    const raw = schema.properties[name];
    if (!raw || excluded.has(name)) continue;
    const property = resolveProperty(raw as Json, shared, schema as unknown as Json);
    const fieldUi = ui.fields?.[name];
    if (property.readOnly === true || fieldUi?.readOnly || hiddenOnCreate(fieldUi) || property.type === 'array') continue;
    const labelKey = fieldUi?.label ?? `resources.${ui.resource}.fields.${name}`;
    if (property.type === 'object') {
      const props = property.properties as Record<string, Json> | undefined;
      // a file descriptor (name + url) is not written in a cell
      if (!props || ('name' in props && 'url' in props)) continue;
      const inner = new Set((property.required as string[] | undefined) ?? []);
      for (const [child, childRaw] of Object.entries(props)) {
        const childProperty = resolveProperty(childRaw, shared, schema as unknown as Json);
        const kind = kindOf(childProperty, undefined);
        columns.push({
          key: `${name}.${child}`,
          labelKey: `resources.${ui.resource}.fields.${child}`,
          parentKey: labelKey,
          fallback: humanize(child),
          required: required.has(name) && inner.has(child),
          kind,
          hint: hintOf(kind, childProperty),
        });
      }
      continue;
    }
    const kind = kindOf(property, fieldUi);
    columns.push({ key: name, labelKey, fallback: humanize(name), required: required.has(name), kind, hint: hintOf(kind, property) });
  }
  return columns;
}
