/** The asset schema's per-role conditions, as the generated forms and lists apply them. */
import asset from '../../../schemas/asset.schema.json';
import defs from '../../../schemas/defs.schema.json';
import type { EntitySchema } from '../../lib/schema/types';
import { formFields } from '../form/formModel';
import { buildSchemaRegistry } from './schemaRegistry';

const entity = buildSchemaRegistry({ entities: [asset as unknown as EntitySchema], shared: [defs] }).entities.get('asset')!;
const inputs = (view: 'create' | 'edit', known: Record<string, unknown>) => formFields(entity, view, view === 'create' ? Object.keys(known) : [], known);
const names = (view: 'create' | 'edit', known: Record<string, unknown>) => inputs(view, known).map((f) => f.name);

describe('schema conditions in generated forms', () => {
  it('shows a new cabinet its own fields and types, and no plate', () => {
    expect(names('create', { role: 4 })).toEqual(expect.arrayContaining(['brand', 'model', 'volume', 'size']));
    expect(names('create', { role: 4 })).not.toContain('plate');
    expect(inputs('create', { role: 4 }).find((f) => f.name === 'type')!.ctx.property.enum).toEqual(['ordinary', 'lowTemperature']);
  });

  it('edits a vehicle with its plate and vehicle types, without cabinet fields', () => {
    const fields = names('edit', { role: 1, name: 'truck', type: 'frozen' });
    expect(fields).toContain('plate');
    expect(fields).not.toEqual(expect.arrayContaining(['brand']));
    expect(fields).not.toContain('areas');
    expect(inputs('edit', { role: 1 }).find((f) => f.name === 'type')!.ctx.property.enum).toEqual(['frozen', 'refrigeration', 'constantTemperature']);
  });

  it('offers everything while the role is unknown', () => {
    expect(names('create', {})).toEqual(expect.arrayContaining(['plate', 'brand', 'areas', 'size']));
  });

  it('validates what the form offers: a cabinet type passes, a vehicle type does not', () => {
    expect(entity.validate({ role: 4, name: 'c', type: 'ordinary', status: 1, organizationId: 1 })).toBeNull();
    expect(entity.validate({ role: 4, name: 'c', type: 'frozen', status: 1, organizationId: 1, plate: 'A1' })).toEqual({
      type: { key: 'validation.enum' },
      plate: { key: 'validation.notApplicable' },
    });
  });
});
