import { describe, expect, it } from 'vitest';
import defs from '../../../schemas/defs.schema.json';
import device from '../../../schemas/device.schema.json';
import type { EntitySchema } from '../schema/types';
import { compileEntity, createAjv, fieldOf, issueOf, toIssues } from './compile';
import { decimalsOf, extensionOf, formatBytes } from './keywords';
import { FORMAT_NAMES } from './formats';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhTW from '../../../locales/zh-TW.json';
import { lookup } from './translate';

const base = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'T',
  type: 'object' as const,
  'x-ui': { resource: 't', components: ['/t/index'], list: { columns: ['a'] } },
};

describe('createAjv', () => {
  it('keeps strict mode on: an unknown keyword or format fails to compile', () => {
    const ajv = createAjv([defs]);
    expect(() => ajv.compile({ type: 'string', maxlength: 3 })).toThrow(/unknown keyword: "maxlength"/);
    expect(() => ajv.compile({ type: 'string', format: 'phone' })).toThrow(/unknown format "phone"/);
  });

  it('checks the values of its own keywords', () => {
    const ajv = createAjv();
    expect(() => ajv.compile({ type: 'number', 'x-decimals': -1 })).toThrow();
    expect(() => ajv.compile({ type: 'object', 'x-file': { accept: ['.jpg'] } })).toThrow();
    expect(() => ajv.compile({ type: 'object', 'x-file': { acept: ['jpg'] } })).toThrow();
  });

  it('validates the device schema', () => {
    const validate = compileEntity(createAjv([defs]), device as unknown as EntitySchema);
    const valid = { number: '12345678', name: 'Probe_1', type: 'temperature', expireDate: 1714521600, organizationId: 3 };
    expect(validate(valid)).toBeNull();
    expect(validate({ ...valid, number: '1234567', type: 'fridge', online: 'yes' })).toEqual({
      number: { key: 'validation.format.device-number' },
      type: { key: 'validation.enum' },
      online: { key: 'validation.type.boolean' },
    });
  });

  it('shares compiled schemas: an entity compiles once per ajv', () => {
    const ajv = createAjv([defs]);
    const schema = { ...base, $id: 'https://coldchain.local/schemas/t.schema.json', properties: { a: { type: 'string' } } } as EntitySchema;
    compileEntity(ajv, schema)({ a: 'x' });
    expect(() => compileEntity(ajv, schema)({ a: 'x' }, { partial: true })).not.toThrow();
  });
});

describe('context rules', () => {
  const schema = {
    ...base,
    $id: 'https://coldchain.local/schemas/ctx.schema.json',
    properties: {
      a: { type: 'string' },
      password: { type: 'string', 'x-differs-from-original': true },
      confirm: { type: 'string', 'x-same-as': 'password' },
      min: { type: 'number' },
      max: { type: 'number', 'x-greater-than': 'min' },
      nested: { type: 'object', properties: { min: { type: 'number' }, max: { type: 'number', 'x-greater-than': 'min' } } },
    },
    required: ['a'],
  } as EntitySchema;
  const validate = compileEntity(createAjv([defs]), schema);

  it('compares with the original only when given one', () => {
    expect(validate({ a: 'x', password: 'same' })).toBeNull();
    expect(validate({ a: 'x', password: 'same' }, { original: { password: 'other' } })).toBeNull();
    expect(validate({ a: 'x', password: 'same' }, { original: { password: 'same' } })).toEqual({ password: { key: 'validation.differsFrom', params: { field: 'password' } } });
  });

  it('a confirmation without the password does not match', () => {
    expect(validate({ confirm: 'abc' }, { partial: true })).toEqual({ confirm: { key: 'validation.sameAs', params: { field: 'password' } } });
  });

  it('compares nested siblings, never the original record, inside objects', () => {
    expect(validate({ nested: { min: 5, max: 1 } }, { partial: true })).toEqual({ 'nested.max': { key: 'validation.greaterThan', params: { field: 'min', limit: 5 } } });
    expect(validate({ nested: { max: 1 } }, { partial: true, original: { min: 5 } })).toBeNull();
  });

  it('x-unique-in-list: a value used by an earlier object of the same list is reported at the later one', () => {
    const listed = compileEntity(createAjv([defs]), {
      ...base,
      $id: 'https://coldchain.local/schemas/listed.schema.json',
      properties: {
        rows: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer', 'x-unique-in-list': true }, note: { type: 'string' } } } },
        other: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer', 'x-unique-in-list': true } } } },
      },
    } as EntitySchema);
    expect(listed({ rows: [{ n: 1 }, { n: 2 }, { note: 'x' }], other: [{ n: 1 }] })).toBeNull();
    expect(listed({ rows: [{ n: 1 }, { n: 2 }, { n: 1 }] })).toEqual({ 'rows.2.n': { key: 'validation.uniqueInList', params: { value: 1 } } });
  });

  it('works without a context, as a plain ajv validate function does', () => {
    const ajv = createAjv([defs]);
    const plain = ajv.compile({ type: 'object', properties: { p: { type: 'string', 'x-differs-from-original': true }, max: { type: 'number', 'x-greater-than': 'min' } } });
    expect(plain({ p: 'x', max: 3 })).toBe(true);
  });
});

describe('issues', () => {
  it('fieldOf names nested fields and arrays by their field', () => {
    const error = (instancePath: string, keyword = 'type', params = {}) => ({ instancePath, keyword, params, schemaPath: '' });
    expect(fieldOf(error('/attachments/3'))).toBe('attachments');
    // a property of an object in a list keeps the object's index; the list's own items do not
    expect(fieldOf(error('/levels/1/triggerMinutes'))).toBe('levels.1.triggerMinutes');
    expect(fieldOf(error('/levels/1/channels/0'))).toBe('levels.1.channels');
    expect(fieldOf(error('/levels/2', 'required', { missingProperty: 'level' }))).toBe('levels.2.level');
    expect(fieldOf(error('/a~1b/c'))).toBe('a/b.c');
    expect(fieldOf(error('', 'required', { missingProperty: 'name' }))).toBe('name');
    expect(fieldOf(error('', 'additionalProperties', { additionalProperty: 'x' }))).toBe('x');
    expect(fieldOf(error(''))).toBe('_');
  });

  it('issueOf maps ajv keywords to keys', () => {
    const error = (keyword: string, params: Record<string, unknown> = {}) => ({ instancePath: '/a', keyword, params, schemaPath: '' });
    expect(issueOf(error('format', { format: 'mobile' }))).toEqual({ key: 'validation.format.mobile' });
    expect(issueOf(error('format', { format: 'made-up' }))).toEqual({ key: 'validation.invalid' });
    expect(issueOf(error('pattern'))).toEqual({ key: 'validation.invalid' });
    expect(issueOf(error('minLength', { limit: 1 }))).toEqual({ key: 'validation.required' });
    expect(issueOf(error('minLength', { limit: 8 }))).toEqual({ key: 'validation.minLength', params: { limit: 8 } });
    expect(issueOf(error('multipleOf', { multipleOf: 5 }))).toEqual({ key: 'validation.multipleOf', params: { limit: 5 } });
    expect(issueOf(error('type', { type: 'string,integer' }))).toEqual({ key: 'validation.invalid' });
    expect(issueOf(error('oneOf'))).toEqual({ key: 'validation.invalid' });
    expect(toIssues([])).toBeNull();
  });

  it('every key issueOf can produce has a message in the three languages', () => {
    const keys = [
      ...FORMAT_NAMES.map((f) => `validation.format.${f}`),
      ...['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'].map((t) => `validation.type.${t}`),
      ...['required', 'invalid', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'].map((k) => `validation.${k}`),
      ...['enum', 'uniqueItems', 'additionalProperties', 'decimals', 'greaterThan', 'sameAs', 'differsFrom', 'uniqueInList', 'file.accept', 'file.excel', 'file.maxSize'].map((k) => `validation.${k}`),
    ];
    for (const messages of [en, zhCN, zhTW]) {
      expect(keys.filter((key) => lookup(messages, key) === undefined)).toEqual([]);
    }
  });
});

describe('keyword helpers', () => {
  it('decimalsOf', () => {
    expect([3, 1.5, 1.25, -0.125, 1e-7, 1.5e-10, 1e21, Number.NaN].map(decimalsOf)).toEqual([0, 1, 2, 3, 7, 11, 0, 0]);
  });
  it('formatBytes', () => {
    expect([500, 204800, 2097152, 5242880, 1536 * 1024, 3 * 1024 ** 3].map(formatBytes)).toEqual(['500 B', '200 KB', '2 MB', '5 MB', '1.5 MB', '3 GB']);
  });
  it('extensionOf', () => {
    expect(['a.JPG', 'a.tar.gz', 'noext', '.hidden', 'dir.x/file', 'C:\\dir.x\\a.png'].map(extensionOf)).toEqual(['jpg', 'gz', '', '', '', 'png']);
  });
});
