/**
 * The bodies and queries of the hand-written routes (forms, not schema entities), described with
 * JSON Schema over schemas/defs.schema.json and checked by the ajv that checks the entities
 * (src/lib/validation): the same formats, keywords and locales/ `validation.*` messages as the
 * console's forms and the /{resource} routes. Route schemas live beside their route
 * (`routes/sms/code.schema.json`); a route compiles its own once, when it is registered.
 */
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { normalizeIdentifier } from '../../src/lib/identifier';
import { toIssues, type FieldIssue, type FieldIssues } from '../../src/lib/validation/compile';
import { field, type FormFields } from './forms';
import type { PropertySchema } from '../../src/lib/schema/types';
import { describeProperty, type PropertyInfo, type PropertyKind } from './resources/properties';
import type { ResourceRegistry } from './resources/registry';

/** A route body's schema: an object of named properties. */
export interface FormSchema {
  $id: string;
  properties: Record<string, object>;
  required?: readonly string[];
  /** type, title, description, … */
  [keyword: string]: unknown;
}

/** A form's fields as the schema's types. */
export type FormRecord = Record<string, string | number | boolean>;

const NUMERIC = /^-?\d+(\.\d+)?$/;
const BOOLEANS: Readonly<Record<string, boolean>> = { true: true, '1': true, false: false, '0': false };

/** Text as the property's type when it reads as one; anything else stays text, and the schema says what is wrong with it. */
function typed(text: string, kind: PropertyKind): string | number | boolean {
  if (kind === 'number' && NUMERIC.test(text)) return Number(text);
  if (kind === 'boolean' && text in BOOLEANS) return BOOLEANS[text] ?? text;
  return text;
}

/**
 * The fields of a form (multipart or urlencoded: text only) that the schema describes, as its
 * types: trimmed; an empty field is an absent one (`required` reports it); numbers and booleans
 * parsed; identifiers (`x-identifier`) in their NFKC form, as stored and compared. Read-only and
 * file properties are not taken from the fields.
 */
export function formRecord(form: FormFields, properties: ReadonlyMap<string, PropertyInfo>): FormRecord {
  const record: FormRecord = {};
  for (const [name, info] of properties) {
    if (info.readOnly || info.file) continue;
    const text = field(form, name);
    if (text === '') continue;
    record[name] = info.identifier ? normalizeIdentifier(text) : typed(text, info.kind);
  }
  return record;
}

export interface FormCheck<T> {
  /** the record checked, valid or not: for the checks only the route can make */
  values: Readonly<Record<string, unknown>>;
  /** the first issue of each field; empty when the body is valid */
  issues: FieldIssues;
  /** the body, once valid (null otherwise) */
  valid: T | null;
}

export interface FormValidator<T> {
  properties: ReadonlyMap<string, PropertyInfo>;
  /** the form's fields the schema describes, as its types (`formRecord`) */
  read(form: FormFields): FormRecord;
  /** checks a record: one read from a form, with what the URL or the stored record adds */
  check(record: Record<string, unknown>): FormCheck<T>;
  /** read + check */
  parse(form: FormFields): FormCheck<T>;
}

/** Whether any field has an issue. */
export function hasIssues(issues: FieldIssues): boolean {
  return Object.keys(issues).length > 0;
}

/** One issue of a field in locales/ (`validation.` + key), for the checks only the server can make. */
export function issue(key: string, params?: FieldIssue['params']): FieldIssue {
  return params ? { key: `validation.${key}`, params } : { key: `validation.${key}` };
}

/** the validators of each route ajv, by their schema's content (`validatorOf`) */
const validators = new WeakMap<Ajv2020, Map<string, ValidateFunction>>();

/**
 * The validator of `schema`, compiled once per content: the route ajv is shared by the platforms
 * of a process (resources/compileSchemas.ts `routeAjv`), and a schema that differs from the one
 * compiled under its `$id` (another platform's limit) replaces it there; a validator compiled
 * before keeps working, as ajv's compiled functions hold what they refer to.
 */
function validatorOf(ajv: Ajv2020, schema: FormSchema): ValidateFunction {
  let byContent = validators.get(ajv);
  if (!byContent) {
    byContent = new Map();
    validators.set(ajv, byContent);
  }
  const key = JSON.stringify(schema);
  const known = byContent.get(key);
  if (known) return known;
  if (ajv.getSchema(schema.$id)) ajv.removeSchema(schema.$id);
  const validate = ajv.compile(schema);
  byContent.set(key, validate);
  return validate;
}

/**
 * Compiles a route's schema with the registry's ajv (strict mode: an unknown keyword or a `$ref`
 * that resolves to nothing stops the start). `T` is the body the route reads once it is valid:
 * the schema's properties with their JSON types, optional ones optional.
 */
export function compileForm<T>(registry: Pick<ResourceRegistry, 'ajv' | 'schemas'>, schema: FormSchema): FormValidator<T> {
  const validate = validatorOf(registry.ajv, schema);
  // a route may refer to an entity's property too (`user.schema.json#/properties/realname`)
  const shared = [...registry.schemas.shared, ...registry.schemas.entities] as Array<Record<string, unknown>>;
  const self = schema as unknown as Record<string, unknown>;
  // a JSON file's types are wide ("type": string); ajv has just checked the schema itself
  const properties = new Map(Object.entries(schema.properties).map(([name, property]) => [name, describeProperty(property as PropertySchema, shared, self)]));
  const check = (record: Record<string, unknown>): FormCheck<T> => {
    const issues = validate(record) ? {} : (toIssues(validate.errors) ?? {});
    // valid by the schema, so of the shape T describes
    return { values: record, issues, valid: hasIssues(issues) ? null : (record as T) };
  };
  const read = (form: FormFields) => formRecord(form, properties);
  return { properties, read, check, parse: (form) => check(read(form)) };
}
