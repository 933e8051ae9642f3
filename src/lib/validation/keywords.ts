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
 * - `"x-unique-in-list": true` (a property of the objects of an array, e.g. a graded alarm's
 *   `levels[].level`): no earlier object of that array has the same value; ajv's `uniqueItems`
 *   compares whole objects → `validation.uniqueInList` {value}, at the later object's property
 */
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

/** Where the value sits: what ajv passes to a keyword about the data around it. */
export interface DataContext {
  parentData: unknown;
  parentDataProperty: string | number | undefined;
  rootData: unknown;
}

/** A keyword's check: the error's parameters, or null when the value passes. */
export type KeywordCheck = (this: ValidationContext | undefined, schema: never, data: unknown, where: DataContext) => Record<string, unknown> | null;

/** What ajv must know of a keyword's own value (strict mode checks it when compiling). */
export interface KeywordRule {
  schemaType: 'number' | 'string' | 'boolean' | 'object';
  metaSchema: object;
  check: KeywordCheck;
}

/** A sibling property's value; at the top level the stored record stands in for one not sent. */
function sibling(context: ValidationContext | undefined, name: string, where: DataContext): unknown {
  const parent = where.parentData as Record<string, unknown> | undefined;
  if (parent && name in parent) return parent[name];
  return parent === where.rootData ? context?.original?.[name] : undefined;
}

const propertyName = { type: 'string', minLength: 1 } as const;

/** The array of the record that holds this very object (by identity), at any depth. */
function listHolding(node: unknown, item: unknown, depth = 0): unknown[] | undefined {
  if (!node || typeof node !== 'object' || depth > 8) return undefined;
  if (Array.isArray(node) && node.includes(item)) return node;
  for (const child of Object.values(node)) {
    const found = listHolding(child, item, depth + 1);
    if (found) return found;
  }
  return undefined;
}

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

/**
 * The keywords, as pure checks with no ajv in them: `compile.ts` turns them into ajv keywords
 * whose generated code calls these functions, so the validators generated at build time
 * (`standalone.ts`) and the ones compiled at run time (the server) run the same checks.
 * No `type` in the rules: the checks skip values of other types themselves, so that
 * `{ "$ref": "…/temperature", "x-greater-than": "minTemperature" }` needs no repeated `type` under strictTypes.
 */
export const KEYWORD_RULES: Readonly<Record<string, KeywordRule>> = {
  'x-decimals': {
    schemaType: 'number',
    metaSchema: { type: 'integer', minimum: 0 },
    check: (limit: number, data) => (typeof data === 'number' && decimalsOf(data) > limit ? { limit } : null),
  },

  'x-greater-than': {
    schemaType: 'string',
    metaSchema: propertyName,
    check(field: string, data, where) {
      const min = sibling(this, field, where);
      return typeof data === 'number' && typeof min === 'number' && !(data > min) ? { field, limit: min } : null;
    },
  },

  'x-same-as': {
    schemaType: 'string',
    metaSchema: propertyName,
    check: (field: string, data, where) => (data !== (where.parentData as Record<string, unknown>)[field] ? { field } : null),
  },

  'x-differs-from': {
    schemaType: 'string',
    metaSchema: propertyName,
    check(field: string, data, where) {
      const other = (where.parentData as Record<string, unknown>)[field];
      return other !== undefined && data === other ? { field } : null;
    },
  },

  'x-differs-from-original': {
    schemaType: 'boolean',
    metaSchema: { type: 'boolean' },
    check(on: boolean, data, where) {
      if (!on || where.parentData !== where.rootData) return null;
      const field = String(where.parentDataProperty);
      const original = this?.original?.[field];
      return original !== undefined && data === original ? { field } : null;
    },
  },

  'x-identifier': {
    schemaType: 'boolean',
    metaSchema: { type: 'boolean' },
    check(on: boolean, data) {
      const char = on && typeof data === 'string' ? invisibleCharacterIn(data) : undefined;
      return char ? { char } : null;
    },
  },

  'x-date-range': {
    schemaType: 'object',
    metaSchema: { type: 'object', required: ['from', 'to'], properties: { from: isoDay, to: isoDay }, additionalProperties: false },
    check(range: DateRange, data) {
      if (typeof data !== 'number') return null;
      const { min, max } = dateRangeSeconds(range);
      if (data < min) return { reason: 'from', limit: range.from };
      return data > max ? { reason: 'to', limit: range.to } : null;
    },
  },

  'x-unique-in-list': {
    schemaType: 'boolean',
    metaSchema: { type: 'boolean' },
    check(on: boolean, data, where) {
      if (!on || data === undefined || where.parentDataProperty === undefined) return null;
      const item = where.parentData;
      const list = listHolding(where.rootData, item);
      if (!list) return null;
      const field = String(where.parentDataProperty);
      const earlier = list.slice(0, list.indexOf(item));
      const taken = earlier.some((other) => other !== null && typeof other === 'object' && (other as Record<string, unknown>)[field] === data);
      return taken ? { value: typeof data === 'number' ? data : String(data) } : null;
    },
  },

  'x-file': {
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
    check(rule: FileRule, data) {
      const file = data as { name?: unknown; size?: unknown };
      if (rule.accept && typeof file.name === 'string' && !rule.accept.includes(extensionOf(file.name))) {
        return { reason: 'accept', accept: rule.accept.join(', '), ...(rule.message ? { message: rule.message } : {}) };
      }
      if (rule.maxSize !== undefined && typeof file.size === 'number' && file.size > rule.maxSize) {
        return { reason: 'maxSize', limit: formatBytes(rule.maxSize), maxSize: rule.maxSize };
      }
      return null;
    },
  },
};
