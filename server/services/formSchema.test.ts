import defs from '../../schemas/defs.schema.json';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import { createAjv } from '../../src/lib/validation/compile';
import { translateIssues } from '../../src/lib/validation/translate';
import { compileForm, formRecord, issue } from './formSchema';

/** A registry as the server builds it: one ajv with the shared definitions. */
const registry = () => ({ ajv: createAjv([defs]), schemas: { shared: [defs], entities: [] } });

const form = {
  $id: 'https://coldchain.local/schemas/test.form.body.json',
  type: 'object',
  properties: {
    username: { $ref: 'defs.schema.json#/$defs/username' },
    phone: { $ref: 'defs.schema.json#/$defs/mobile' },
    landline: { $ref: 'defs.schema.json#/$defs/landline' },
    sortcode: { type: 'integer', minimum: 0 },
    active: { type: 'boolean' },
    id: { type: 'integer', readOnly: true },
  },
  required: ['username', 'phone'],
};

interface Body {
  username: string;
  phone: string;
  landline?: string;
  sortcode?: number;
  active?: boolean;
}

describe('formRecord', () => {
  const { properties } = compileForm<Body>(registry(), form);

  it('reads the fields the schema describes as its types: trimmed, empty as absent, identifiers in NFKC', () => {
    const record = formRecord(
      { username: ' ａｄｍｉｎ0001 ', phone: '13800000001', landline: '', sortcode: '12', active: 'true', id: '9', extra: 'x' },
      properties,
    );
    expect(record).toEqual({ username: 'admin0001', phone: '13800000001', sortcode: 12, active: true });
  });

  it('keeps text that does not read as the type, for the schema to name', () => {
    expect(formRecord({ sortcode: '1.5x', active: 'maybe' }, properties)).toEqual({ sortcode: '1.5x', active: 'maybe' });
    expect(formRecord({ sortcode: ['3', '4'] }, properties)).toEqual({ sortcode: 3 });
  });
});

describe('compileForm', () => {
  it('answers the first issue of each field as locales/ keys, and the typed body once valid', () => {
    const check = compileForm<Body>(registry(), form);
    const bad = check.parse({ username: '', phone: '12345', landline: '010-1234567', sortcode: 'x' });
    expect(bad.valid).toBeNull();
    expect(bad.issues).toEqual({
      username: { key: 'validation.required' },
      phone: { key: 'validation.format.mobile' },
      landline: { key: 'validation.format.landline' },
      sortcode: { key: 'validation.type.integer' },
    });
    expect(translateIssues(bad.issues, en)).toEqual({
      username: 'This field is required',
      phone: 'Mobile format wrong',
      landline: 'Incorrect landline format: area code-8 digits, e.g. 0755-12345678',
      sortcode: 'Must be an integer',
    });
    expect(translateIssues(bad.issues, zhCN).phone).toBe('手机号格式错误');

    const good = check.parse({ username: 'admin0001', phone: '13800000001', landline: '0755-12345678', sortcode: '3' });
    expect(good.issues).toEqual({});
    expect(good.valid).toEqual({ username: 'admin0001', phone: '13800000001', landline: '0755-12345678', sortcode: 3 });
  });

  it('holds the one landline rule of the spec (area code-8 digits) and the shared keywords', () => {
    const check = compileForm<Body>(registry(), form);
    expect(check.check({ username: 'a', phone: '13800000001', landline: '0755-1234567' }).issues).toEqual({ landline: { key: 'validation.format.landline' } });
    expect(check.check({ username: 'a\u200Bb', phone: '13800000001' }).issues).toEqual({ username: { key: 'validation.invisible', params: { char: 'U+200B' } } });
  });

  it('stops the start on a schema ajv cannot use: an unknown keyword, or a $ref to nothing', () => {
    expect(() => compileForm(registry(), { ...form, required: [], $id: 'https://coldchain.local/schemas/test.typo.json', properties: { a: { type: 'string', minLenght: 1 } } })).toThrow(
      /minLenght/,
    );
    expect(() => compileForm(registry(), { ...form, required: [], $id: 'https://coldchain.local/schemas/test.ref.json', properties: { a: { $ref: 'defs.schema.json#/$defs/nothing' } } })).toThrow(
      /nothing/,
    );
  });
});

describe('issue', () => {
  it('names a key under validation in locales/', () => {
    expect(issue('smsCodeInvalid')).toEqual({ key: 'validation.smsCodeInvalid' });
    expect(translateIssues({ code: issue('smsCodeInvalid') }, zhCN)).toEqual({ code: '验证码错误或已过期' });
    expect(issue('maxLength', { limit: 64 })).toEqual({ key: 'validation.maxLength', params: { limit: 64 } });
  });
});

describe('compileForm on one ajv shared by platforms', () => {
  const limited = (maxLength: number) => ({
    $id: 'https://coldchain.local/schemas/test.limit.body.json',
    type: 'object',
    properties: { note: { type: 'string', maxLength } },
  });

  it('gives a schema whose content differs under the same $id its own validator, and keeps the first one as it was', () => {
    const shared = registry();
    const three = compileForm<{ note?: string }>(shared, limited(3));
    const five = compileForm<{ note?: string }>(shared, limited(5));
    expect(three.check({ note: 'abcd' }).valid).toBeNull();
    expect(five.check({ note: 'abcd' }).valid).toEqual({ note: 'abcd' });
    // the first platform's limit still holds after the second compiled its own
    expect(compileForm<{ note?: string }>(shared, limited(3)).check({ note: 'abcd' }).valid).toBeNull();
    expect(three.check({ note: 'abcdef' }).issues).toHaveProperty('note');
  });
});
