/**
 * The pure part of a generated form: which inputs, in which order, read-only or not, and how
 * values are cleaned and checked with the entity's compiled validator. No React.
 */
import { normalizeIdentifier } from '../../lib/identifier';
import { shownOn, type View } from '../../lib/schema/types';
import type { FieldIssue } from '../../lib/validation/compile';
import { formatBytes } from '../../lib/validation/keywords';
import { toWireRecord } from '../../providers/recordBody';
import { propertiesFor, type EntityEntry } from '../schema/schemaRegistry';
import type { WidgetContext } from '../widgets/registry';

export type FormView = Extract<View, 'create' | 'edit'>;

export interface FormField {
  name: string;
  ctx: WidgetContext;
  readOnly: boolean;
  /** set by the page (its fixed filter, e.g. the asset role of the vehicle page): shown read-only, still sent */
  locked?: boolean;
  /** the first field of an `x-ui.form.sections` group carries the group's title key */
  section?: string;
  /**
   * `x-ui.fields.{name}.whenChanged` on edit: the input shows, is required and is sent only while
   * `field`'s value differs from the stored one (an asset's status reason, issue 29 §5)
   */
  changedFrom?: { field: string; stored: unknown };
}

/** Whether a form's value of a property is the stored one (an enum's 2 and '2' alike; empty is empty). */
const sameValue = (a: unknown, b: unknown) => (a === undefined || a === null || a === '' ? '' : String(a)) === (b === undefined || b === null || b === '' ? '' : String(b));

/** A `whenChanged` input while its property still holds the stored value: hidden, not required, not sent. */
export function dormant(field: Pick<FormField, 'changedFrom'>, values: Record<string, unknown>): boolean {
  return field.changedFrom !== undefined && sameValue(values[field.changedFrom.field], field.changedFrom.stored);
}

/** The key of the last section, which holds what no section names. */
export const OTHER_SECTION = 'app.schema.form.otherSection';

/**
 * Fields grouped as `x-ui.form.sections` says, each group in its order; fields no section names
 * follow in a last group. Without sections the fields stay as they are, with no headings.
 */
export function inSections<F extends FormField>(fields: readonly F[], sections: ReadonlyArray<{ title: string; fields: string[] }> | undefined): F[] {
  if (!sections?.length) return [...fields];
  const byName = new Map(fields.map((f) => [f.name, f]));
  const out: F[] = [];
  const placed = new Set<string>();
  const group = (title: string, names: readonly string[]) => {
    const members = names.flatMap((n) => (byName.has(n) && !placed.has(n) ? [byName.get(n)!] : []));
    members.forEach((f, i) => {
      placed.add(f.name);
      out.push(i === 0 ? { ...f, section: title } : f);
    });
  };
  for (const section of sections) group(section.title, section.fields);
  group(OTHER_SECTION, fields.map((f) => f.name).filter((n) => !placed.has(n)));
  return out;
}

/**
 * The inputs of a form, in order. `known` holds the values already settled (the page's fixed
 * values on create, the record on edit): a property a schema condition rules out for them is
 * left out, an enum it narrows is narrowed. Properties in `locked` show read-only.
 */
export function formFields(entity: EntityEntry, view: FormView, locked: readonly string[] = [], known?: Record<string, unknown>): FormField[] {
  const properties = propertiesFor(entity, known);
  const order = entity.ui.form?.order ?? Object.keys(entity.properties);
  const rest = Object.keys(entity.properties).filter((p) => !order.includes(p));
  const names = [...order, ...(entity.ui.form?.order ? [] : rest)];
  const out: FormField[] = [];
  for (const name of names) {
    const property = properties[name];
    if (!property) continue;
    const ui = entity.ui.fields?.[name] ?? {};
    if (!shownOn(ui, view)) continue;
    const readOnly = property.readOnly === true || ui.readOnly === true;
    // a read-only property has nothing to enter when the record does not exist yet
    if (readOnly && view === 'create') continue;
    // nothing is stored yet to change from: a new record has no such input
    if (ui.whenChanged && view === 'create') continue;
    if (ui.whenChanged && !readOnly) {
      // shown only while required: its label says so
      const ctx = { resource: entity.resource, name, property, ui, required: true };
      out.push({ name, readOnly, ctx, changedFrom: { field: ui.whenChanged, stored: known?.[ui.whenChanged] } });
      continue;
    }
    const ctx = { resource: entity.resource, name, property, ui, required: entity.required.has(name) };
    out.push(locked.includes(name) && !readOnly ? { name, readOnly: true, locked: true, ctx } : { name, readOnly, ctx });
  }
  return out;
}

// an empty list is a value: sending [] is how a list is cleared
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * An object's empty sub-values left out, at any depth: react-admin parses a cleared nested input
 * to null, and `consignor.address: null` would fail the schema. An object left with nothing is empty.
 * The objects of a list (a graded alarm's levels) are cleaned the same way but stay, even empty,
 * so that the schema names what each one lacks.
 */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (isPlainObject(item) ? (withoutEmpty(item) ?? {}) : item));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const kept = withoutEmpty(child);
    if (!isEmpty(kept)) out[key] = kept;
  }
  return Object.keys(out).length ? out : undefined;
}

const hadValue = (previous: Record<string, unknown> | undefined, name: string) => previous !== undefined && !isEmpty(withoutEmpty(previous[name]));

/** An `x-identifier` text in its NFKC form, as the server stores it (full-width `ａdmin0001` is `admin0001`). */
const normalized = (field: FormField, value: unknown) =>
  field.ctx.property['x-identifier'] === true && typeof value === 'string' ? normalizeIdentifier(value) : value;

/**
 * What is sent: the form's editable properties, identifiers normalized (so the client check sees
 * what the server will store). Empty ones are left out (absent, not null), but
 * on update (`previous` given) a property the user emptied is sent as null: the server changes
 * only the properties sent, and null clears an optional one (a required one answers 422).
 */
export function cleanValues(fields: readonly FormField[], values: Record<string, unknown>, previous?: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.readOnly && !field.locked) continue;
    if (dormant(field, values)) continue;
    const value = normalized(field, withoutEmpty(values[field.name]));
    if (!isEmpty(value)) out[field.name] = value;
    else if (hadValue(previous, field.name)) out[field.name] = null;
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

const isFormError = (node: FormError | FormErrors | undefined): node is FormError => Boolean(node) && typeof node!.message === 'string';

/**
 * A field with an error of its own and errors inside it (a list of objects with too many items
 * and a wrong item) keeps its own under `root`, where react-admin's ArrayInput reads it.
 */
export function nestErrors(flat: Record<string, FormError>): FormErrors {
  const out: FormErrors = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (isFormError(next)) node[part] = { root: next };
      node = (node[part] ??= {}) as FormErrors;
    }
    const last = parts.at(-1)!;
    const there = node[last];
    if (there === undefined) node[last] = error;
    else if (!isFormError(there)) there.root ??= error;
  }
  return out;
}

const isPicked = (value: unknown): value is { rawFile: Blob } =>
  typeof Blob !== 'undefined' && Boolean(value) && typeof value === 'object' && (value as { rawFile?: unknown }).rawFile instanceof Blob;

/** A newly picked file over `x-ui.fields.maxSize` (the schema's `x-file` says the same through ajv when it has one). */
function tooLarge(field: FormField, value: unknown): FieldIssue | undefined {
  const max = field.ctx.ui.maxSize;
  if (!max) return undefined;
  const big = [value].flat().some((file) => isPicked(file) && file.rawFile.size > max);
  return big ? { key: 'validation.file.maxSize', params: { limit: formatBytes(max) } } : undefined;
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
  const shown = new Set(fields.filter((f) => (!f.readOnly || f.locked) && !dormant(f, values)).map((f) => f.name));
  const out: Record<string, FieldIssue> = {};
  for (const [field, issue] of Object.entries(issues)) {
    // 'consignor.institution' stays itself: the object widget has an input for it
    if (shown.has(field.split('.')[0]!)) out[field] ??= issue;
  }
  for (const field of fields) {
    const issue = shown.has(field.name) ? tooLarge(field, values[field.name]) : undefined;
    if (issue) out[field.name] ??= issue;
  }
  if (view === 'edit') {
    for (const name of shown) {
      if (entity.required.has(name) && isEmpty(withoutEmpty(values[name])) && !out[name]) out[name] = { key: 'validation.required' };
    }
    // a reason of blanks is none: the server trims it (services/resources/assetHooks.ts)
    for (const field of fields) {
      const value = values[field.name];
      if (field.changedFrom && shown.has(field.name) && (isEmpty(value) || (typeof value === 'string' && !value.trim()))) out[field.name] = { key: 'validation.required' };
    }
  }
  return out;
}
