/**
 * The pure part of a generated form: which inputs, in which order, read-only or not, and how
 * values are cleaned and checked with the entity's compiled validator. No React.
 */
import { shownOn, type View } from '../../lib/schema/types';
import type { FieldIssue } from '../../lib/validation/compile';
import { toWireRecord } from '../../providers/recordBody';
import type { EntityEntry } from '../schema/schemaRegistry';
import type { WidgetContext } from '../widgets/registry';

export type FormView = Extract<View, 'create' | 'edit'>;

export interface FormField {
  name: string;
  ctx: WidgetContext;
  readOnly: boolean;
  /** set by the page (its fixed filter, e.g. the asset role of the vehicle page): shown read-only, still sent */
  locked?: boolean;
}

export function formFields(entity: EntityEntry, view: FormView, locked: readonly string[] = []): FormField[] {
  const order = entity.ui.form?.order ?? Object.keys(entity.properties);
  const rest = Object.keys(entity.properties).filter((p) => !order.includes(p));
  const names = [...order, ...(entity.ui.form?.order ? [] : rest)];
  const out: FormField[] = [];
  for (const name of names) {
    const property = entity.properties[name];
    if (!property) continue;
    const ui = entity.ui.fields?.[name] ?? {};
    if (!shownOn(ui, view)) continue;
    const readOnly = property.readOnly === true || ui.readOnly === true;
    // a read-only property has nothing to enter when the record does not exist yet
    if (readOnly && view === 'create') continue;
    const ctx = { resource: entity.resource, name, property, ui, required: entity.required.has(name) };
    out.push(locked.includes(name) && !readOnly ? { name, readOnly: true, locked: true, ctx } : { name, readOnly, ctx });
  }
  return out;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0 && false);

/** What is sent: the form's editable properties, empty ones left out (absent, not null). */
export function cleanValues(fields: readonly FormField[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.readOnly && !field.locked) continue;
    const value = values[field.name];
    if (isEmpty(value)) continue;
    out[field.name] = value;
  }
  return out;
}

export interface FormError {
  message: string;
  args?: Record<string, unknown>;
}

/** react-admin's form-level errors mirror the values' shape: nested objects for nested fields. */
export interface FormErrors {
  [field: string]: FormError | FormErrors;
}

export function nestErrors(flat: Record<string, FormError>): FormErrors {
  const out: FormErrors = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (next && 'message' in next && typeof next.message === 'string') break;
      node = (node[part] ??= {}) as FormErrors;
    }
    node[parts.at(-1)!] ??= error;
  }
  return out;
}

/**
 * Client validation with the compiled ajv validator: create checks everything; edit checks
 * what is sent, plus `required` for a required value the user emptied.
 */
export function validateValues(
  entity: EntityEntry,
  fields: readonly FormField[],
  view: FormView,
  values: Record<string, unknown>,
  original?: Record<string, unknown>,
): Record<string, FieldIssue> {
  const data = toWireRecord(cleanValues(fields, values)).json;
  const issues = entity.validate(data, { partial: view === 'edit', ...(original ? { original } : {}) }) ?? {};
  const shown = new Set(fields.filter((f) => !f.readOnly || f.locked).map((f) => f.name));
  const out: Record<string, FieldIssue> = {};
  for (const [field, issue] of Object.entries(issues)) {
    // 'consignor.institution' stays itself: the object widget has an input for it
    if (shown.has(field.split('.')[0]!)) out[field] ??= issue;
  }
  if (view === 'edit') {
    for (const name of shown) {
      if (entity.required.has(name) && isEmpty(values[name]) && !out[name]) out[name] = { key: 'validation.required' };
    }
  }
  return out;
}
