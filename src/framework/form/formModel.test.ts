import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { gadgetSchema } from '../../../test/support/gadgetSchema';
import { cleanValues, formFields, inSections, nestErrors, OTHER_SECTION, validateValues } from './formModel';

const withParty = {
  ...gadgetSchema,
  properties: {
    ...gadgetSchema.properties,
    owner: { type: 'object', additionalProperties: false, properties: { name: { type: 'string', minLength: 1 }, phone: { type: 'string' } }, required: ['name'] },
  },
} as typeof gadgetSchema;
const entity = buildSchemaRegistry({ entities: [withParty], shared: [] }).entities.get('gadget')!;

describe('the form model', () => {
  it('orders the inputs, leaves read-only ones out of create and shows them read-only on edit', () => {
    expect(formFields(entity, 'create').map((f) => f.name)).toEqual(['code', 'kind', 'active', 'boughtAt', 'note', 'owner']);
    const edit = formFields(entity, 'edit');
    expect(edit.find((f) => f.name === 'id')).toBeUndefined(); // hidden on edit by x-ui
    expect(formFields(entity, 'create', ['kind']).find((f) => f.name === 'kind')).toMatchObject({ readOnly: true, locked: true });
  });

  it('sends editable, non-empty values only', () => {
    const fields = formFields(entity, 'create');
    expect(cleanValues(fields, { id: 3, code: 'abc', kind: 1, note: '', active: null })).toStrictEqual({ code: 'abc', kind: 1 });
  });

  it('on update sends a value the user emptied as null, so that the server clears it', () => {
    const fields = formFields(entity, 'edit');
    const previous = { id: 3, code: 'abc', kind: 1, note: 'old', active: true, boughtAt: null };
    expect(cleanValues(fields, { id: 3, code: 'abc', kind: 1, note: '', active: true, boughtAt: null }, previous)).toStrictEqual({
      code: 'abc',
      kind: 1,
      active: true,
      note: null,
    });
    // a whole object emptied goes as null too; one never set stays out
    expect(cleanValues(fields, { code: 'abc', owner: { name: null, phone: '' } }, { owner: { name: 'Li' } })).toStrictEqual({ code: 'abc', owner: null });
    expect(cleanValues(fields, { code: 'abc', owner: { name: null } }, { owner: null })).toStrictEqual({ code: 'abc' });
  });

  it("leaves an object's emptied sub-fields out, so an optional one does not block the save", () => {
    const fields = formFields(entity, 'create');
    // react-admin parses a cleared nested text input to null
    const values = { code: 'abcd', kind: 1, owner: { name: 'Li', phone: null } };
    expect(cleanValues(fields, values)).toStrictEqual({ code: 'abcd', kind: 1, owner: { name: 'Li' } });
    expect(validateValues(entity, fields, 'create', values)).toEqual({});
    expect(validateValues(entity, formFields(entity, 'edit'), 'edit', { code: 'abcd', kind: 1, owner: { name: 'Li', phone: '' } })).toEqual({});
  });

  it('keeps a nested issue at its nested field, as react-admin nests form errors', () => {
    const fields = formFields(entity, 'create');
    const issues = validateValues(entity, fields, 'create', { code: 'abcd', kind: 1, owner: { phone: '1' } });
    expect(issues).toEqual({ 'owner.name': { key: 'validation.required' } });
    expect(nestErrors({ 'owner.name': { message: 'm' }, code: { message: 'c' } })).toEqual({ owner: { name: { message: 'm' } }, code: { message: 'c' } });
  });

  it("keeps a list's own error under root beside its items' errors, whichever comes first", () => {
    const expected = { levels: { root: { message: 'too many' }, 1: { level: { message: 'taken' } } } };
    expect(nestErrors({ levels: { message: 'too many' }, 'levels.1.level': { message: 'taken' } })).toEqual(expected);
    expect(nestErrors({ 'levels.1.level': { message: 'taken' }, levels: { message: 'too many' } })).toEqual(expected);
  });

  it("cleans the objects of a list like an object's sub-fields, keeping each object", () => {
    const withList = { ...withParty, properties: { ...withParty.properties, rows: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer' }, note: { type: 'string' } } } } } } as typeof gadgetSchema;
    const listed = buildSchemaRegistry({ entities: [withList], shared: [] }).entities.get('gadget')!;
    const values = { code: 'abcd', kind: 1, rows: [{ n: 1, note: null }, { n: null, note: '' }] };
    expect(cleanValues(formFields(listed, 'create'), values)).toStrictEqual({ code: 'abcd', kind: 1, rows: [{ n: 1 }, {}] });
  });

  it('on edit checks only what is sent, plus a required value the user emptied', () => {
    const fields = formFields(entity, 'edit');
    expect(validateValues(entity, fields, 'edit', { code: 'abcd' })).toEqual({ kind: { key: 'validation.required' } });
    expect(validateValues(entity, fields, 'edit', { code: 'abcd', kind: 2 })).toEqual({});
  });
});

describe('inSections', () => {
  const fields = formFields(entity, 'create');
  const names = (list: Array<{ name: string; section?: string }>) => list.map((f) => (f.section ? `[${f.section}] ${f.name}` : f.name));

  it('orders fields by the sections and heads each group; what no section names comes last under "other"', () => {
    const grouped = inSections(fields, [
      { title: 't.main', fields: ['kind', 'code'] },
      { title: 't.dates', fields: ['boughtAt', 'notAField'] },
    ]);
    expect(names(grouped)).toEqual(['[t.main] kind', 'code', '[t.dates] boughtAt', `[${OTHER_SECTION}] active`, 'note', 'owner']);
  });

  it('leaves a form without sections as it is, with no headings', () => {
    expect(inSections(fields, undefined)).toEqual(fields);
  });
});
