/**
 * The platform's own validation keywords (spec §5), registered by `createAjv` so that ajv's
 * strict mode stays on. Each fails with an ajv error whose keyword `issueOf` turns into a
 * `validation.*` key:
 *
 * - `"x-decimals": n` (numbers): at most n decimals → `validation.decimals` {limit}
 * - `"x-greater-than": "minTemperature"` (numbers): greater than that sibling; on a partial
 *   update the stored record's value stands in for a sibling not sent → `validation.greaterThan` {field, limit}
 * - `"x-same-as": "password"`: equal to that sibling (confirmations) → `validation.sameAs` {field}
 * - `"x-differs-from": "oldPassword"`: different from that sibling → `validation.differsFrom` {field}
 * - `"x-differs-from-original": true`: different from the stored record's value of the same
 *   property (`ValidateOptions.original`) → `validation.differsFrom` {field}
 * - `"x-file": { accept, maxSize?, message? }` (file descriptors `{ name, size, type }`):
 *   extension among `accept` → `message` or `validation.file.accept` {accept};
 *   size up to `maxSize` bytes → `validation.file.maxSize` {limit}
 * - `"x-identifier": true` (strings, NFKC-normalized before validation: src/lib/identifier.ts):
 *   no invisible, zero-width or bidi-control character → `validation.invisible` {char}
 * - `"x-date-range": { from, to }` (unix seconds; bounds as YYYY-MM-DD, inclusive calendar days)
 *   → `validation.dateMinimum` / `validation.dateMaximum` {limit} with the day, not raw seconds
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, FuncKeywordDefinition } from 'ajv/dist/2020.js';
import type { DataValidationCxt, SchemaValidateFunction } from 'ajv/dist/types/index.js';
import { invisibleCharacterIn } from '../identifier';

/** What compileEntity passes to the validator as `this` (ajv `passContext`). */
export interface ValidationContext {
  original?: Record<string, unknown>;
}

export interface FileRule {
  /** allowed extensions, lower case, without the dot */
  accept?: string[];
  /** the largest size in bytes */
  maxSize?: number;
  /** translation key of the wrong-type message; default `validation.file.accept` */
  message?: string;
}

/** Decimals a number is written with: 1.25 → 2, 3 → 0, 1e-7 → 7. */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

/** A size for messages: 2097152 → '2 MB', 204800 → '200 KB'. */
export function formatBytes(bytes: number): string {
  const units: Array<[number, string]> = [
    [1024 * 1024 * 1024, 'GB'],
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} B`;
}

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(path: string): string {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

type Check = (this: ValidationContext | undefined, schema: never, data: unknown, cxt: DataValidationCxt) => Partial<ErrorObject> | null;

/**
 * A keyword whose check returns its error (or null); ajv reads it from the function's `errors`.
 * No `type` in the definitions: the checks skip values of other types themselves, so that
 * `{ "$ref": "…/temperature", "x-greater-than": "minTemperature" }` needs no repeated `type` under strictTypes.
 */
function keyword(name: string, definition: Omit<FuncKeywordDefinition, 'keyword' | 'validate'>, check: Check): FuncKeywordDefinition {
  const validate: SchemaValidateFunction = function (this: ValidationContext | undefined, schema, data, _parentSchema, cxt) {
    const error = cxt ? check.call(this, schema as never, data, cxt) : null;
    validate.errors = error ? [{ keyword: name, ...error }] : [];
    return !error;
  };
  return { keyword: name, ...definition, validate, errors: true };
}

/** A sibling property's value; at the top level the stored record stands in for one not sent. */
function sibling(context: ValidationContext | undefined, name: string, cxt: DataValidationCxt): unknown {
  const parent = cxt.parentData as Record<string, unknown> | undefined;
  if (parent && name in parent) return parent[name];
  return parent === cxt.rootData ? context?.original?.[name] : undefined;
}

const propertyName = { type: 'string', minLength: 1 } as const;

export interface DateRange {
  /** the first allowed day, YYYY-MM-DD */
  from: string;
  /** the last allowed day, YYYY-MM-DD */
  to: string;
}

/** UTC−12 … UTC+14: a day picked in any time zone counts as that day (why the bounds widen). */
const ZONE_BEFORE_UTC = 12 * 3600;
const ZONE_AFTER_UTC = 14 * 3600;
const DAY = 86_400;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** The unix seconds a date range allows: from the first day's start to the last day's end, in any time zone. */
export function dateRangeSeconds(range: DateRange): { min: number; max: number } {
  return { min: dayStart(range.from) - ZONE_AFTER_UTC, max: dayStart(range.to) + DAY - 1 + ZONE_BEFORE_UTC };
}

// YYYY-MM-DD with a real month and day, so a typo in a schema fails to compile rather than allowing everything
const isoDay = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' } as const;

export const CUSTOM_KEYWORDS: readonly FuncKeywordDefinition[] = [
  keyword('x-decimals', { schemaType: 'number', metaSchema: { type: 'integer', minimum: 0 } }, (limit: number, data) =>
    typeof data === 'number' && decimalsOf(data) > limit ? { params: { limit } } : null,
  ),

  keyword('x-greater-than', { schemaType: 'string', metaSchema: propertyName }, function (field: string, data, cxt) {
    const min = sibling(this, field, cxt);
    return typeof data === 'number' && typeof min === 'number' && !(data > min) ? { params: { field, limit: min } } : null;
  }),

  keyword('x-same-as', { schemaType: 'string', metaSchema: propertyName }, function (field: string, data, cxt) {
    return data !== (cxt.parentData as Record<string, unknown>)[field] ? { params: { field } } : null;
  }),

  keyword('x-differs-from', { schemaType: 'string', metaSchema: propertyName }, function (field: string, data, cxt) {
    const other = (cxt.parentData as Record<string, unknown>)[field];
    return other !== undefined && data === other ? { params: { field } } : null;
  }),

  keyword('x-differs-from-original', { schemaType: 'boolean', metaSchema: { type: 'boolean' } }, function (on: boolean, data, cxt) {
    if (!on || cxt.parentData !== cxt.rootData) return null;
    const field = String(cxt.parentDataProperty);
    const original = this?.original?.[field];
    return original !== undefined && data === original ? { params: { field } } : null;
  }),

  keyword('x-identifier', { schemaType: 'boolean', metaSchema: { type: 'boolean' } }, (on: boolean, data) => {
    const char = on && typeof data === 'string' ? invisibleCharacterIn(data) : undefined;
    return char ? { params: { char } } : null;
  }),

  keyword(
    'x-date-range',
    { schemaType: 'object', metaSchema: { type: 'object', required: ['from', 'to'], properties: { from: isoDay, to: isoDay }, additionalProperties: false } },
    (range: DateRange, data) => {
      if (typeof data !== 'number') return null;
      const { min, max } = dateRangeSeconds(range);
      if (data < min) return { params: { reason: 'from', limit: range.from } };
      return data > max ? { params: { reason: 'to', limit: range.to } } : null;
    },
  ),

  keyword(
    'x-file',
    {
      schemaType: 'object',
      metaSchema: {
        type: 'object',
        properties: {
          accept: { type: 'array', items: { type: 'string', pattern: '^[a-z0-9]+$' }, minItems: 1 },
          maxSize: { type: 'integer', minimum: 1 },
          message: { type: 'string', pattern: '^validation\\.' },
        },
        additionalProperties: false,
      },
    },
    (rule: FileRule, data) => {
      const file = data as { name?: unknown; size?: unknown };
      if (rule.accept && typeof file.name === 'string' && !rule.accept.includes(extensionOf(file.name))) {
        return { params: { reason: 'accept', accept: rule.accept.join(', '), ...(rule.message ? { message: rule.message } : {}) } };
      }
      if (rule.maxSize !== undefined && typeof file.size === 'number' && file.size > rule.maxSize) {
        return { params: { reason: 'maxSize', limit: formatBytes(rule.maxSize), maxSize: rule.maxSize } };
      }
      return null;
    },
  ),
];

export function addCustomKeywords(ajv: Ajv2020): void {
  for (const definition of CUSTOM_KEYWORDS) ajv.addKeyword(definition);
}
