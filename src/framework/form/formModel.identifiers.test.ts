/**
 * Issue 10 §8 in the browser: a generated form sends identifiers in NFKC and refuses invisible
 * characters and absurd dates or temperatures before anything is sent, with the real schemas.
 */
import defs from '../../../schemas/defs.schema.json';
import alarmRule from '../../../schemas/alarmRule.schema.json';
import device from '../../../schemas/device.schema.json';
import user from '../../../schemas/user.schema.json';
import type { EntitySchema } from '../../lib/schema/types';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { cleanValues, formFields, validateValues } from './formModel';

const registry = buildSchemaRegistry({ entities: [user, device, alarmRule] as unknown as EntitySchema[], shared: [defs] });
const entity = (name: string) => registry.entities.get(name)!;
const fieldsOf = (name: string) => formFields(entity(name), 'create');
const newUser = { realname: '张三', roleId: 2, organizationId: 1 };

describe('identifiers in a generated form', () => {
  it('sends a full-width account, name or device number in its NFKC form', () => {
    expect(cleanValues(fieldsOf('user'), { ...newUser, username: 'ａdmin0001', realname: 'Ｗａｎｇ' })).toMatchObject({ username: 'admin0001', realname: 'Wang' });
    expect(cleanValues(fieldsOf('device'), { number: '１２３４５６７８', name: 'Probe', model: 'Ｍ－１' })).toMatchObject({ number: '12345678', model: 'M-1' });
    // a free text is not an identifier: left as typed
    expect(cleanValues(fieldsOf('user'), { ...newUser, description: 'ｆｕｌｌ' })).toMatchObject({ description: 'ｆｕｌｌ' });
  });

  it('checks the normalized form: a full-width device number is 8 digits', () => {
    const issues = validateValues(entity('device'), fieldsOf('device'), 'create', { number: '１２３４５６７８', name: 'Probe', type: 'temperature', expireDate: 1_900_000_000, organizationId: 1 });
    expect(issues).toEqual({});
  });

  it('refuses zero-width and bidi characters with the invisible-character message', () => {
    const issues = validateValues(entity('user'), fieldsOf('user'), 'create', { ...newUser, username: 'admin0001\u200B', realname: 'evil\u202Etxt' });
    expect(issues).toMatchObject({ username: { key: 'validation.invisible', params: { char: 'U+200B' } }, realname: { key: 'validation.invisible', params: { char: 'U+202E' } } });
  });
});

describe('physical ranges in a generated form', () => {
  it('refuses a date of 9e15 s and a temperature of 1e308 before sending', () => {
    const dated = validateValues(entity('device'), fieldsOf('device'), 'create', { number: '12345678', name: 'Probe', type: 'temperature', expireDate: 9e15, organizationId: 1 });
    expect(dated).toEqual({ expireDate: { key: 'validation.dateMaximum', params: { limit: '2100-12-31' }, dates: { limit: 'date' } } });
    const rule = validateValues(entity('alarmRule'), fieldsOf('alarmRule'), 'create', { name: 'r', minTemperature: -1e308, maxTemperature: 1e308 });
    expect(rule).toMatchObject({ minTemperature: { key: 'validation.minimum', params: { limit: -200 } }, maxTemperature: { key: 'validation.maximum', params: { limit: 200 } } });
  });
});
