import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { gadgetSchema } from '../testing/gadgetSchema';
import { cleanValues, formFields, nestErrors, validateValues } from './formModel';

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
    expect(cleanValues(fields, { id: 3, code: 'abc', kind: 1, note: '', active: null })).toEqual({ code: 'abc', kind: 1 });
  });

  it('keeps a nested issue at its nested field, as react-admin nests form errors', () => {
    const fields = formFields(entity, 'create');
    const issues = validateValues(entity, fields, 'create', { code: 'abcd', kind: 1, owner: { phone: '1' } });
    expect(issues).toEqual({ 'owner.name': { key: 'validation.required' } });
    expect(nestErrors({ 'owner.name': { message: 'm' }, code: { message: 'c' } })).toEqual({ owner: { name: { message: 'm' } }, code: { message: 'c' } });
  });

  it('on edit checks only what is sent, plus a required value the user emptied', () => {
    const fields = formFields(entity, 'edit');
    expect(validateValues(entity, fields, 'edit', { code: 'abcd' })).toEqual({ kind: { key: 'validation.required' } });
    expect(validateValues(entity, fields, 'edit', { code: 'abcd', kind: 2 })).toEqual({});
  });
});
