/**
 * Issue 11 §2 "Waybill times are not cross-checked", in the browser: the generated waybill form
 * refuses a delivery time that is not after the departure time before anything is sent, with
 * the real schema (the server runs the same rule: server/routes/resources/waybillTimes.test.ts).
 */
import defs from '../../../schemas/defs.schema.json';
import waybill from '../../../schemas/waybill.schema.json';
import type { EntitySchema } from '../../lib/schema/types';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { formFields, validateValues } from './formModel';

const registry = buildSchemaRegistry({ entities: [waybill] as unknown as EntitySchema[], shared: [defs] });
const entity = registry.entities.get('waybill')!;
const party = { institution: 'Depot' };
const DEPARTURE = 1_900_000_000;
const record = (times: Record<string, number | null>) => ({ number: 'WB-1', minTemperature: 2, maxTemperature: 8, consignor: party, consignee: party, ...times });
const deliveryIssue = { key: 'validation.greaterThan', params: { field: 'departureTime', limit: DEPARTURE } };

describe('waybill times in a generated form', () => {
  const create = formFields(entity, 'create');
  const edit = formFields(entity, 'edit');

  it('refuses a delivery before, or at, the departure, at the delivery time', () => {
    expect(validateValues(entity, create, 'create', record({ departureTime: DEPARTURE, deliveryTime: DEPARTURE - 3600 }))).toEqual({
      deliveryTime: expect.objectContaining(deliveryIssue),
    });
    expect(validateValues(entity, create, 'create', record({ departureTime: DEPARTURE, deliveryTime: DEPARTURE }))).toEqual({
      deliveryTime: expect.objectContaining(deliveryIssue),
    });
  });

  it('accepts a delivery after the departure, and either time alone', () => {
    expect(validateValues(entity, create, 'create', record({ departureTime: DEPARTURE, deliveryTime: DEPARTURE + 60 }))).toEqual({});
    expect(validateValues(entity, create, 'create', record({ deliveryTime: DEPARTURE }))).toEqual({});
    expect(validateValues(entity, create, 'create', record({ departureTime: DEPARTURE, deliveryTime: null }))).toEqual({});
  });

  it('on edit, refuses a departure moved past the delivery (the edit form holds the whole record)', () => {
    const stored = { id: 7, ...record({ departureTime: DEPARTURE, deliveryTime: DEPARTURE + 7200 }) };
    const moved = { ...stored, departureTime: DEPARTURE + 7200 };
    expect(validateValues(entity, edit, 'edit', moved, stored)).toEqual({ deliveryTime: expect.objectContaining({ ...deliveryIssue, params: { field: 'departureTime', limit: DEPARTURE + 7200 } }) });
    expect(validateValues(entity, edit, 'edit', { ...stored, departureTime: DEPARTURE + 60 }, stored)).toEqual({});
  });
});
