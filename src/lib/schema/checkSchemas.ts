/**
 * Checks the schema files before anything uses them (tests, server start): each entity file
 * against `schemas/meta/entity.meta.json`, every file against JSON Schema itself, every `$ref`
 * resolved, the names `x-ui` uses against the properties, and every file compiled with the
 * platform's ajv (strict mode). Each problem names the file and the JSON path:
 * `asset.schema.json: /x-ui/list/columns/2 must be string`.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import entityMeta from '../../../schemas/meta/entity.meta.json';
import { createAjv } from '../validation/compile';

export interface SchemaFile {
  /** the file's name as shown in messages, e.g. 'asset.schema.json' */
  file: string;
  json: unknown;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON pointer segment: `/` and `~` escaped. */
const escape = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
const pointer = (...segments: Array<string | number>) => segments.map((s) => `/${escape(s)}`).join('');

/** A shared-definitions file (defs.schema.json) holds `$defs` and no entity. */
export function isSharedFile(json: Json): boolean {
  return '$defs' in json && !('properties' in json) && !('x-ui' in json);
}

function describe(file: string, error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const extra =
    error.keyword === 'additionalProperties'
      ? `: "${String(params.additionalProperty)}"`
      : error.keyword === 'enum'
        ? `: ${JSON.stringify(params.allowedValues)}`
        : error.keyword === 'const'
          ? `: ${JSON.stringify(params.allowedValue)}`
          : error.keyword === 'propertyNames'
            ? `: "${String(params.propertyName)}"`
            : '';
  return `${file}: ${error.instancePath || '/'} ${error.message ?? error.keyword}${extra}`;
}

/** ajv errors without the noise ("must match else schema", "must NOT be valid") that repeats the real error. */
function describeAll(file: string, errors: readonly ErrorObject[] | null | undefined): string[] {
  const relevant = (errors ?? []).filter((e) => e.keyword !== 'if' && !(e.keyword === 'not' && e.schemaPath.includes('/propertyNames/')));
  return [...new Set(relevant.map((error) => describe(file, error)))];
}

/** The value at a JSON pointer fragment ('/$defs/id'), or undefined. */
function resolvePointer(json: unknown, fragment: string): unknown {
  if (fragment === '' || fragment === '/') return json;
  let node: unknown = json;
  for (const raw of fragment.slice(1).split('/')) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !(segment in node)) return undefined;
    node = (node as Json)[segment];
  }
  return node;
}

/** Every `$ref` of a schema with its JSON path. */
function refsOf(node: unknown, path: Array<string | number> = []): Array<{ ref: string; path: string }> {
  if (Array.isArray(node)) return node.flatMap((child, i) => refsOf(child, [...path, i]));
  if (!isObject(node)) return [];
  return Object.entries(node).flatMap(([key, child]) => {
    // x-ui and x-store are data, not schemas
    if (path.length === 0 && (key === 'x-ui' || key === 'x-store')) return [];
    if (key === '$ref' && typeof child === 'string') return [{ ref: child, path: pointer(...path, key) }];
    return refsOf(child, [...path, key]);
  });
}

/** Unresolvable `$ref`s: the target file must be one of `byId`, the fragment must point into it. */
function checkRefs(file: string, json: Json, byId: Map<string, Json>): string[] {
  const base = String(json.$id);
  return refsOf(json).flatMap(({ ref, path }) => {
    let url: URL;
    try {
      url = new URL(ref, base);
    } catch {
      return [`${file}: ${path} is not a valid reference: ${ref}`];
    }
    const fragment = url.hash.slice(1);
    url.hash = '';
    const target = byId.get(url.href);
    if (!target) return [`${file}: ${path} refers to an unknown schema: ${ref}`];
    if (fragment && !fragment.startsWith('/')) return [`${file}: ${path} uses an anchor, not a JSON pointer: ${ref}`];
    return resolvePointer(target, fragment) === undefined ? [`${file}: ${path} cannot be resolved: ${ref}`] : [];
  });
}

/** The names x-ui uses must be properties (filters may also be `q`, fixed filters may add _gte/_lte). */
function checkNames(file: string, json: Json): string[] {
  const properties = isObject(json.properties) ? json.properties : {};
  const ui = isObject(json['x-ui']) ? json['x-ui'] : {};
  const list = isObject(ui.list) ? ui.list : {};
  const problems: string[] = [];
  const check = (name: unknown, path: string, extra: string[] = []) => {
    if (typeof name === 'string' && !(name in properties) && !extra.includes(name)) problems.push(`${file}: ${path} names no property: "${name}"`);
  };
  if (Array.isArray(json.required)) json.required.forEach((name, i) => check(name, pointer('required', i)));
  check(ui.recordLabel, pointer('x-ui', 'recordLabel'));
  if (Array.isArray(list.columns)) list.columns.forEach((name, i) => check(name, pointer('x-ui', 'list', 'columns', i)));
  if (isObject(list.sort)) check(list.sort.field, pointer('x-ui', 'list', 'sort', 'field'));
  if (Array.isArray(list.defaultHidden)) {
    const columns = Array.isArray(list.columns) ? list.columns : [];
    list.defaultHidden.forEach((name, i) => {
      if (typeof name === 'string' && !columns.includes(name))
        problems.push(`${file}: ${pointer('x-ui', 'list', 'defaultHidden', i)} names no list column: "${name}"`);
    });
  }
  if (Array.isArray(list.filters)) {
    list.filters.forEach((filter, i) => isObject(filter) && check(filter.field, pointer('x-ui', 'list', 'filters', i, 'field'), ['q']));
  }
  const form = isObject(ui.form) ? ui.form : {};
  if (Array.isArray(form.order)) form.order.forEach((name, i) => check(name, pointer('x-ui', 'form', 'order', i)));
  if (isObject(ui.fields)) {
    for (const [name, field] of Object.entries(ui.fields)) {
      check(name, pointer('x-ui', 'fields', name));
      if (isObject(field)) check(field.whenChanged, pointer('x-ui', 'fields', name, 'whenChanged'));
    }
  }
  const permissions = isObject(ui.permissions) ? ui.permissions : {};
  for (const action of ['edit', 'delete']) {
    const permission = permissions[action];
    if (isObject(permission) && isObject(permission.when)) check(permission.when.field, pointer('x-ui', 'permissions', action, 'when', 'field'));
  }
  if (Array.isArray(ui.components)) {
    ui.components.forEach((component, i) => {
      if (!isObject(component) || !isObject(component.filter)) return;
      for (const key of Object.keys(component.filter)) {
        const name = key.replace(/_(gte|lte)$/, '');
        if (!(name in properties)) problems.push(`${file}: ${pointer('x-ui', 'components', i, 'filter', key)} names no property: "${name}"`);
      }
    });
  }
  if (Array.isArray(json.allOf)) {
    json.allOf.forEach((part, i) => {
      if (!isObject(part)) return;
      for (const branch of ['if', 'then'] as const) {
        const node = isObject(part[branch]) ? part[branch] : {};
        const names = isObject(node.properties) ? Object.keys(node.properties) : [];
        names.forEach((name) => check(name, pointer('allOf', i, branch, 'properties', name)));
      }
    });
  }
  return problems;
}

/** Where a keyword ajv's strict mode rejects sits in the file, for a message with a path. */
function findKey(node: unknown, key: string, path: Array<string | number> = []): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  for (const [k, child] of Object.entries(node)) {
    if (k === key) return pointer(...path, k);
    if (path.length === 0 && (k === 'x-ui' || k === 'x-store')) continue;
    const found = findKey(child, key, [...path, k]);
    if (found) return found;
  }
  return undefined;
}

function compileError(file: string, json: Json, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const keyword = (/unknown keyword: "([^"]+)"/.exec(message) ?? /^([\w$-]+) value must be/.exec(message))?.[1];
  const at = (/at path "#([^"]*)"/.exec(message) ?? /at "[^"#]*#([^"]*)"/.exec(message))?.[1];
  const path = at || (keyword && findKey(json, keyword)) || '/';
  return `${file}: ${path} ${message}`;
}

let validateEntity: ValidateFunction | undefined;

/** All problems of a set of schema files; empty when every file is fine. */
export function checkSchemas(files: readonly SchemaFile[]): string[] {
  const problems: string[] = [];
  validateEntity ??= new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }).compile(entityMeta);
  const ajv = createAjv();
  const byId = new Map<string, Json>();
  /** files with a problem already: compiling them would only repeat it */
  const failed = new Set<Json>();

  for (const { file, json } of files) {
    if (!isObject(json) || typeof json.$id !== 'string') {
      problems.push(`${file}: / must be an object with a string $id`);
      continue;
    }
    if (byId.has(json.$id)) {
      problems.push(`${file}: /$id ${json.$id} is used by another file too`);
      continue;
    }
    byId.set(json.$id, json);
    const before = problems.length;
    const validate = validateEntity;
    if (!isSharedFile(json) && !validate(json)) problems.push(...describeAll(file, validate.errors));
    if (!ajv.validateSchema(json)) problems.push(...describeAll(file, ajv.errors));
    else ajv.addSchema(json);
    if (problems.length > before) failed.add(json);
  }

  for (const { file, json } of files) {
    if (!isObject(json) || byId.get(String(json.$id)) !== json) continue;
    const found = [...checkRefs(file, json, byId), ...(isSharedFile(json) ? [] : checkNames(file, json))];
    problems.push(...found);
    if (found.length) failed.add(json);
  }

  // x-store.readWith names resources of these files
  const resources = new Set([...byId.values()].flatMap((json) => (isObject(json['x-ui']) && typeof json['x-ui'].resource === 'string' ? [json['x-ui'].resource] : [])));
  for (const { file, json } of files) {
    const store = isObject(json) && isObject(json['x-store']) ? json['x-store'] : {};
    if (!Array.isArray(store.readWith)) continue;
    store.readWith.forEach((name, i) => {
      if (typeof name === 'string' && !resources.has(name)) problems.push(`${file}: ${pointer('x-store', 'readWith', i)} names no resource: "${name}"`);
    });
  }

  // strict mode: unknown keywords and formats, types missing for their keywords, …
  for (const { file, json } of files) {
    if (!isObject(json) || byId.get(String(json.$id)) !== json || failed.has(json)) continue;
    const schema = json;
    const id = String(schema.$id);
    try {
      if (isSharedFile(schema) && isObject(schema.$defs)) {
        // every definition, also those no entity uses yet, in one compilation
        ajv.compile({ allOf: Object.keys(schema.$defs).map((name) => ({ $ref: `${id}#${pointer('$defs', name)}` })) });
      } else if (!ajv.getSchema(id)) problems.push(`${file}: / could not be compiled`);
    } catch (error) {
      problems.push(compileError(file, schema, error));
    }
  }
  return problems;
}
