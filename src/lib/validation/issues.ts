/**
 * An entity's validation result, with no ajv in it: ajv's errors turned into a translation key
 * per field, around a compiled validate function — one compiled at run time (`compile.ts`, the
 * server) or generated at build time (`standalone.ts`, the console).
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { EntitySchema } from '../schema/types';
import { FORMAT_NAMES } from './formats';
import { dateKindAt, type DateKind } from './dateParams';
import type { ValidationContext } from './keywords';

/** One problem with one field: `key` is a translation key, e.g. 'validation.format.mobile'. */
export interface FieldIssue {
  key: string;
  params?: Record<string, string | number>;
  /** parameters that are dates (unix seconds, or a YYYY-MM-DD day), shown formatted in the reader's language */
  dates?: Record<string, DateKind>;
}

/** Field name (a top-level property, or 'a.b' for nested ones) → its first issue. */
export type FieldIssues = Record<string, FieldIssue>;

export interface ValidateOptions {
  /** update: only the properties present are checked, `required` is not */
  partial?: boolean;
  /** the stored record before the change, for rules that compare with it (e.g. a new password) */
  original?: Record<string, unknown>;
}

export type EntityValidator = (data: unknown, options?: ValidateOptions) => FieldIssues | null;

/** A compiled ajv validate function, as ajv compiles it or writes it out as standalone code. */
export type CompiledValidate = ((this: ValidationContext, data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** The field an ajv error belongs to: the missing property, or the first segments of its path. */
export function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String((error.params as { missingProperty: string }).missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String((error.params as { additionalProperty: string }).additionalProperty));
  // an array item reports on the array field (`attachments/3` → `attachments`, `levels/1/channels/0`
  // → `levels.1.channels`); a property of an object in an array keeps the object's index, so the
  // form shows it at that object's input (`levels/1/triggerMinutes` → `levels.1.triggerMinutes`)
  while (path.length && /^\d+$/.test(path[path.length - 1]!)) path.pop();
  return path.join('.') || '_';
}

const FORMATS = new Set<string>(FORMAT_NAMES);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);

/** Limits as message parameters: numbers stay numbers, the rest (e.g. '2 MB') text. */
const param = (value: unknown): string | number => (typeof value === 'number' ? value : String(value));

/** An ajv error as a translation key and parameters. */
export function issueOf(error: ErrorObject): FieldIssue {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { key: 'validation.required' };
    case 'format':
      return FORMATS.has(String(params.format)) ? { key: `validation.format.${String(params.format)}` } : { key: 'validation.invalid' };
    case 'pattern':
      return { key: 'validation.invalid' };
    case 'false schema':
      // a property a condition rules out (a plate on a cabinet): see src/lib/schema/conditions.ts
      return { key: 'validation.notApplicable' };
    case 'minLength':
      // an empty text where one character is the least: the field is simply missing
      return Number(params.limit) === 1 ? { key: 'validation.required' } : { key: 'validation.minLength', params: { limit: param(params.limit) } };
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
      return { key: `validation.${error.keyword}`, params: { limit: param(params.limit ?? params.multipleOf) } };
    case 'type':
      return TYPES.has(String(params.type)) ? { key: `validation.type.${String(params.type)}` } : { key: 'validation.invalid' };
    case 'enum':
    case 'const':
      return { key: 'validation.enum' };
    case 'uniqueItems':
      return { key: 'validation.uniqueItems' };
    case 'additionalProperties':
      return { key: 'validation.additionalProperties' };
    case 'x-decimals':
      return { key: 'validation.decimals', params: { limit: param(params.limit) } };
    case 'x-greater-than':
      return { key: 'validation.greaterThan', params: { field: param(params.field), limit: param(params.limit) } };
    case 'x-same-as':
      return { key: 'validation.sameAs', params: { field: param(params.field) } };
    case 'x-differs-from':
    case 'x-differs-from-original':
      return { key: 'validation.differsFrom', params: { field: param(params.field) } };
    case 'x-unique-in-list':
      return { key: 'validation.uniqueInList', params: { value: param(params.value) } };
    case 'x-identifier':
      return { key: 'validation.invisible', params: { char: param(params.char) } };
    case 'x-date-range':
      return {
        key: params.reason === 'from' ? 'validation.dateMinimum' : 'validation.dateMaximum',
        params: { limit: param(params.limit) },
        dates: { limit: 'date' },
      };
    case 'x-file':
      return params.reason === 'maxSize'
        ? { key: 'validation.file.maxSize', params: { limit: param(params.limit) } }
        : { key: typeof params.message === 'string' ? params.message : 'validation.file.accept', params: { accept: param(params.accept) } };
    default:
      return { key: 'validation.invalid' };
  }
}

/** ajv errors → the first issue per field. */
export function toIssues(errors: readonly ErrorObject[] | null | undefined): FieldIssues | null {
  if (!errors?.length) return null;
  const issues: FieldIssues = {};
  for (const error of errors) {
    // an `if` that failed its `then` only sums up the errors of the `then`, reported by themselves
    if (error.keyword === 'if') continue;
    const field = fieldOf(error);
    issues[field] ??= issueOf(error);
  }
  return issues;
}

/**
 * A partial update that sends only a minimum is checked against the stored maximum too: the
 * stored max goes into the data checked, so its `x-greater-than` runs (and reports at the max).
 */
function withStoredBounds(data: unknown, bounded: ReadonlyArray<readonly [string, string]>, options: ValidateOptions): unknown {
  const { original } = options;
  if (!options.partial || !original || !data || typeof data !== 'object' || Array.isArray(data)) return data;
  const record = data as Record<string, unknown>;
  const added = bounded.filter(([max, min]) => min in record && !(max in record) && original[max] !== undefined && original[max] !== null);
  return added.length ? { ...record, ...Object.fromEntries(added.map(([max]) => [max, original[max]])) } : data;
}

/** The entity's validator over its compiled full and partial (update) validate functions. */
export function entityValidator(schema: EntitySchema, full: CompiledValidate, partial: () => CompiledValidate): EntityValidator {
  // properties that must stay greater than another: [max, min]
  const bounded = Object.entries(schema.properties).flatMap(([name, property]) =>
    typeof property['x-greater-than'] === 'string' ? [[name, property['x-greater-than']] as const] : [],
  );
  return (data, options = {}) => {
    const validate = options.partial ? partial() : full;
    const context: ValidationContext = { original: options.original };
    validate.call(context, withStoredBounds(data, bounded, options));
    return markDates(schema, toIssues(validate.errors));
  };
}

/**
 * A bound compared with another property (`x-greater-than`) is a date when that property holds one.
 * A date of the wrong type is text typed into a date input that is not a date yet (the console's
 * date inputs send it as typed, so that it is refused, not lost): it reads as the date's format.
 */
function markDates(schema: EntitySchema, issues: FieldIssues | null): FieldIssues | null {
  if (!issues) return issues;
  for (const [field, issue] of Object.entries(issues)) {
    const typed = issue.key.startsWith('validation.type.') ? dateKindAt(schema, field) : undefined;
    if (typed) issues[field] = { key: typed === 'date' ? 'validation.format.date' : 'validation.format.date-time' };
    const other = issue.params?.field;
    if (issue.key !== 'validation.greaterThan' || typeof other !== 'string') continue;
    const sibling = [...field.split('.').slice(0, -1), other].join('.');
    const kind = dateKindAt(schema, sibling);
    if (kind) issue.dates = { ...issue.dates, limit: kind };
  }
  return issues;
}
