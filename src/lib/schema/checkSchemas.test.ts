import { describe, expect, it } from 'vitest';
import defs from '../../../schemas/defs.schema.json';
import { checkSchemas, isSharedFile, type SchemaFile } from './checkSchemas';

type Json = Record<string, unknown>;

/** A small valid entity; each test breaks one thing of it. */
function entity(): Json {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://coldchain.local/schemas/thing.schema.json',
    title: 'Thing',
    type: 'object',
    additionalProperties: false,
    properties: {
      id: { $ref: 'defs.schema.json#/$defs/id', readOnly: true },
      name: { $ref: 'defs.schema.json#/$defs/noWhitespaceName' },
      status: { $ref: 'defs.schema.json#/$defs/deviceStatus' },
      minTemperature: { $ref: 'defs.schema.json#/$defs/temperature' },
      maxTemperature: { $ref: 'defs.schema.json#/$defs/temperature', 'x-greater-than': 'minTemperature' },
      expireDate: { $ref: 'defs.schema.json#/$defs/unixSeconds' },
    },
    required: ['name'],
    'x-ui': {
      resource: 'thing',
      recordLabel: 'name',
      components: ['/thing/index', { path: '/thing/expired/index', filter: { expireDate_lte: '$now', status: 2 }, title: 'resources.thing.expired' }],
      list: {
        columns: ['name', 'status'],
        sort: { field: 'id', order: 'DESC' },
        filters: [
          { field: 'q', kind: 'text', alwaysOn: true },
          { field: 'status', kind: 'enum' },
        ],
        perPage: 25,
      },
      form: { order: ['name', 'status'] },
      fields: { id: { hidden: ['create', 'edit'] }, status: { enumLabels: 'enums.deviceStatus' }, name: { hidden: false, multiline: true, column: { min: 160, grow: 2 } } },
      permissions: { create: { action: '{page}_add' }, import: { hidden: '{page}_hide_import' } },
      api: { list: '/things/search' },
    },
    'x-store': { table: 'things', companyScoped: true },
  };
}

const check = (json: Json, file = 'thing.schema.json') => checkSchemas([{ file: 'defs.schema.json', json: defs }, { file, json }]);

/** Apply a change to a fresh entity and check it. */
function broken(change: (json: Json & { 'x-ui': Json; properties: Json }) => void): string[] {
  const json = entity() as Json & { 'x-ui': Json; properties: Json };
  change(json);
  return check(json);
}

describe('checkSchemas', () => {
  it('accepts a valid entity with the shared definitions', () => {
    expect(check(entity())).toEqual([]);
  });

  it('tells a shared-definitions file from an entity', () => {
    expect(isSharedFile(defs)).toBe(true);
    expect(isSharedFile(entity())).toBe(false);
  });

  it.each<[string, (json: Json & { 'x-ui': Json; properties: Json }) => void, string]>([
    ['a column of the wrong type', (j) => ((j['x-ui'].list as { columns: unknown[] }).columns[1] = 3), '/x-ui/list/columns/1 must be string'],
    ['a typo in x-ui', (j) => (j['x-ui'].colums = []), '/x-ui must NOT have additional properties: "colums"'],
    ['a typo in a field hint', (j) => ((j['x-ui'].fields as Json).name = { widgt: 'text' }), '/x-ui/fields/name must NOT have additional properties: "widgt"'],
    ['an unknown view in hidden', (j) => ((j['x-ui'].fields as Json).id = { hidden: ['grid'] }), '/x-ui/fields/id/hidden/0 must be equal to one of the allowed values: ["list","show","create","edit"]'],
    ['an unknown filter kind', (j) => ((j['x-ui'].list as { filters: Json[] }).filters[1] = { field: 'status', kind: 'select' }), '/x-ui/list/filters/1/kind must be equal to one of the allowed values: ["text","enum","dateRange","reference","boolean"]'],
    ['a permission of both kinds', (j) => ((j['x-ui'].permissions as Json).export = { action: 'a', hidden: 'b' }), '/x-ui/permissions/export must NOT have more than 1 properties'],
    ['a record permission of both kinds', (j) => ((j['x-ui'].permissions as Json).edit = { action: 'a', hidden: 'b' }), '/x-ui/permissions/edit must match exactly one schema in oneOf'],
    ['a record rule on create', (j) => ((j['x-ui'].permissions as Json).create = { action: 'a', when: { field: 'status', in: [1] } }), '/x-ui/permissions/create must NOT have additional properties: "when"'],
    ['a record rule of no values', (j) => ((j['x-ui'].permissions as Json).delete = { action: 'a', when: { field: 'status', in: [] } }), '/x-ui/permissions/delete/when/in must NOT have fewer than 1 items'],
    ['a record rule naming no property', (j) => ((j['x-ui'].permissions as Json).delete = { action: 'a', when: { field: 'state', in: [1] } }), '/x-ui/permissions/delete/when/field names no property: "state"'],
    ['a field shown on a change of no property', (j) => ((j['x-ui'].fields as Json).name = { whenChanged: 'stauts' }), '/x-ui/fields/name/whenChanged names no property: "stauts"'],
    ['an unknown permission', (j) => ((j['x-ui'].permissions as Json).print = { action: 'a' }), '/x-ui/permissions must NOT have additional properties: "print"'],
    ['a component not starting with /', (j) => ((j['x-ui'].components as unknown[])[0] = 'thing/index'), '/x-ui/components/0 must match pattern "^/\\S*$"'],
    ['a read-with naming no resource', (j) => (j['x-store'] = { table: 'things', readWith: ['thing', 'gizmo'] }), '/x-store/readWith/1 names no resource: "gizmo"'],
    ['a typo in x-store', (j) => (j['x-store'] = { tabel: 'things' }), '/x-store must NOT have additional properties: "tabel"'],
    ['an unknown x- block', (j) => (j['x-uii'] = {}), '/ property name must be valid: "x-uii"'],
    ['a column width that is not a number of pixels', (j) => ((j['x-ui'].fields as Json).name = { column: { min: '12em' } }), '/x-ui/fields/name/column/min must be integer'],
    ['a column width key misspelt', (j) => ((j['x-ui'].fields as Json).name = { column: { width: 120 } }), '/x-ui/fields/name/column must NOT have additional properties: "width"'],
    ['a hidden that is neither true/false nor views', (j) => ((j['x-ui'].fields as Json).id = { hidden: 'no' }), '/x-ui/fields/id/hidden must be array'],
    ['a wrong $id', (j) => (j.$id = 'https://example.com/thing.json'), '/$id must match pattern "^https://coldchain\\.local/schemas/[a-z][a-zA-Z0-9-]*\\.schema\\.json$"'],
    ['no x-ui', (j) => delete (j as Json)['x-ui'], "/ must have required property 'x-ui'"],
    ['a column naming no property', (j) => ((j['x-ui'].list as { columns: unknown[] }).columns.push('nmae')), '/x-ui/list/columns/2 names no property: "nmae"'],
    ['a form entry naming no property', (j) => ((j['x-ui'].form as { order: unknown[] }).order.push('colour')), '/x-ui/form/order/2 names no property: "colour"'],
    ['a field hint naming no property', (j) => ((j['x-ui'].fields as Json).colour = {}), '/x-ui/fields/colour names no property: "colour"'],
    ['a filter naming no property', (j) => (j['x-ui'].list as { filters: Json[] }).filters.push({ field: 'search', kind: 'text' }), '/x-ui/list/filters/2/field names no property: "search"'],
    ['a default-hidden column the list lacks', (j) => ((j['x-ui'].list as Json).defaultHidden = ['status', 'expireDate']), '/x-ui/list/defaultHidden/1 names no list column: "expireDate"'],
    ['a default-hidden column twice', (j) => ((j['x-ui'].list as Json).defaultHidden = ['status', 'status']), '/x-ui/list/defaultHidden must NOT have duplicate items (items ## 1 and 0 are identical)'],
    ['a sort naming no property', (j) => ((j['x-ui'].list as Json).sort = { field: 'createdAt', order: 'ASC' }), '/x-ui/list/sort/field names no property: "createdAt"'],
    ['a fixed filter naming no property', (j) => ((j['x-ui'].components as Json[])[1] = { path: '/x', filter: { expiry_lte: 1 } }), '/x-ui/components/1/filter/expiry_lte names no property: "expiry"'],
    ['a required name naming no property', (j) => (j.required = ['name', 'nmae']), '/required/1 names no property: "nmae"'],
    [
      'a condition naming no property',
      (j) => (j.allOf = [{ if: { properties: { kind: { const: 1 } }, required: ['kind'] }, then: { properties: { name: false } } }]),
      '/allOf/0/if/properties/kind names no property: "kind"',
    ],
    [
      'a condition the console cannot act on',
      (j) => (j.allOf = [{ if: { properties: { name: { minLength: 3 } }, required: ['name'] }, then: { properties: { name: false } } }]),
      '/allOf/0/if/properties/name must have required property \'const\'',
    ],
    ['a $ref to an unknown definition', (j) => (j.properties.name = { $ref: 'defs.schema.json#/$defs/nmae' }), '/properties/name/$ref cannot be resolved: defs.schema.json#/$defs/nmae'],
    ['a $ref to an unknown file', (j) => (j.properties.name = { $ref: 'other.schema.json#/$defs/name' }), '/properties/name/$ref refers to an unknown schema: other.schema.json#/$defs/name'],
    ['an invalid JSON Schema', (j) => (j.properties.name = { type: 'text' }), '/properties/name/type must be equal to one of the allowed values'],
    ['an unknown keyword (strict mode)', (j) => (j.properties.name = { type: 'string', maxlength: 3 }), '/properties/name/maxlength strict mode: unknown keyword: "maxlength"'],
    ['an unknown format (strict mode)', (j) => (j.properties.name = { type: 'string', format: 'phone' }), '/properties/name unknown format "phone" ignored in schema at path "#/properties/name"'],
    ['a bad custom keyword value', (j) => (j.properties.minTemperature = { type: 'number', 'x-decimals': 'one' }), 'x-decimals'],
  ])('rejects %s, naming the file and the JSON path', (_name, change, expected) => {
    const problems = broken(change);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith('thing.schema.json: /'))).toBe(true);
    expect(problems.some((p) => p.includes(expected)), problems.join('\n')).toBe(true);
    expect(problems.some((p) => p.endsWith('must NOT be valid') || p.includes('must match "else" schema')), problems.join('\n')).toBe(false);
  });

  it('accepts q as a filter and _gte/_lte suffixes in fixed filters', () => {
    expect(check(entity())).toEqual([]);
  });

  it('reports a file that is not a schema object, and a duplicate $id', () => {
    const files: SchemaFile[] = [
      { file: 'defs.schema.json', json: defs },
      { file: 'a.schema.json', json: entity() },
      { file: 'b.schema.json', json: entity() },
      { file: 'c.schema.json', json: [] },
    ];
    expect(checkSchemas(files)).toEqual(['b.schema.json: /$id https://coldchain.local/schemas/thing.schema.json is used by another file too', 'c.schema.json: / must be an object with a string $id']);
  });

  it('reports a broken shared definition with its path', () => {
    const bad = structuredClone(defs) as { $defs: Record<string, unknown> };
    bad.$defs.percent = { type: 'integer', minimum: 0, maximun: 100 };
    expect(checkSchemas([{ file: 'defs.schema.json', json: bad }])).toEqual(['defs.schema.json: /$defs/percent/maximun strict mode: unknown keyword: "maximun"']);
  });

  it('needs the shared definitions an entity refers to', () => {
    expect(checkSchemas([{ file: 'thing.schema.json', json: entity() }])).toContain(
      'thing.schema.json: /properties/id/$ref refers to an unknown schema: defs.schema.json#/$defs/id',
    );
  });
});
