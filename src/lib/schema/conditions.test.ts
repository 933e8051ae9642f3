import asset from '../../../schemas/asset.schema.json';
import { applicableProperties, conditionsOf } from './conditions';
import type { EntitySchema } from './types';

const schema = asset as unknown as EntitySchema;
const conditions = conditionsOf(schema);
const names = (known: Record<string, unknown>) => Object.keys(applicableProperties(schema.properties, conditions, known));

describe('schema conditions (allOf if/then)', () => {
  it('reads the asset schema’s per-role conditions', () => {
    expect(conditions.map((c) => c.when)).toEqual([{ role: 1 }, { role: 2 }, { role: 3 }, { role: 4 }]);
  });

  it('keeps what a role allows and drops what it rules out', () => {
    expect(names({ role: 1 })).toContain('plate');
    expect(names({ role: 1 })).not.toContain('brand');
    expect(names({ role: 4 })).toEqual(expect.arrayContaining(['brand', 'model', 'volume', 'size']));
    expect(names({ role: 4 })).not.toContain('plate');
    expect(names({ role: '2' })).toContain('areas');
    expect(names({ role: 3 })).not.toEqual(expect.arrayContaining(['plate', 'areas', 'brand']));
  });

  it('narrows the enum of a role and leaves everything when the role is unknown', () => {
    expect(applicableProperties(schema.properties, conditions, { role: 1 }).type!.enum).toEqual(['frozen', 'refrigeration', 'constantTemperature']);
    expect(applicableProperties(schema.properties, conditions, {}).type!.enum).toEqual(schema.properties.type!.enum);
    expect(names({})).toEqual(Object.keys(schema.properties));
  });

  it('finds no conditions in a schema without allOf', () => {
    expect(conditionsOf({})).toEqual([]);
    expect(conditionsOf({ allOf: [{ not: {} }] })).toEqual([]);
  });
});
