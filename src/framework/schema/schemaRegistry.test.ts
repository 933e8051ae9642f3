import defs from '../../../schemas/defs.schema.json';
import device from '../../../schemas/device.schema.json';
import type { EntitySchema } from '../../lib/schema/types';
import { defineResource } from './defineResource';
import { normalizeComponent } from '../../lib/routes';
import { buildSchemaRegistry } from './schemaRegistry';
import { runtimeValidators } from './runtimeValidators';
import { setValidatorSource, validatorSource, type ValidatorSource } from './validators';

const wire = { entities: [device as unknown as EntitySchema], shared: [defs] };

describe('the schema registry', () => {
  it('indexes entities by resource and their pages by component path', () => {
    const registry = buildSchemaRegistry(wire);
    expect(registry.pages.get('/device/list/index')).toEqual({ resource: 'device', component: { path: '/device/list/index' } });
    expect(registry.pages.get('/device/expired/index')?.component.filter).toEqual({ expireDate_lte: '$expiringSoon' });
    // the server's component paths may carry the old console's file names
    expect(buildSchemaRegistry(wire).pages.get(normalizeComponent('/device/list/index.vue'))?.resource).toBe('device');
  });

  it('follows $refs into the shared definitions', () => {
    const entity = buildSchemaRegistry(wire).entities.get('device')!;
    expect(entity.properties.type).toMatchObject({ type: 'string', enum: ['temperature', 'temperature_humidity', 'vehicle', 'box'] });
    expect(entity.properties.number).toMatchObject({ type: 'string', format: 'device-number' });
    expect(entity.required.has('number')).toBe(true);
  });

  it('compiles one validator per entity, with the shared formats', () => {
    const entity = buildSchemaRegistry(wire).entities.get('device')!;
    expect(entity.validate({ number: '123', name: 'ok' })).toMatchObject({
      number: { key: 'validation.format.device-number' },
      type: { key: 'validation.required' },
    });
    expect(entity.validate({ name: 'Probe-1' }, { partial: true })).toBeNull();
  });

  it('merges a resource override over x-ui, field by field', () => {
    const registry = buildSchemaRegistry(wire, [defineResource({ name: 'device', overrides: { ui: { recordLabel: 'number', fields: { type: { widget: 'text' } } } } })]);
    const ui = registry.entities.get('device')!.ui;
    expect(ui.recordLabel).toBe('number');
    expect(ui.fields?.type).toEqual({ enumLabels: 'enums.deviceType', widget: 'text' });
    expect(ui.fields?.status).toEqual(device['x-ui'].fields.status);
  });
});

describe('validators', () => {
  it('compile when a form first validates, not when the registry is built at login', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...(device as unknown as EntitySchema), properties: { ...(device as unknown as EntitySchema).properties, x: { type: 'nonsense' } } };
    const registry = buildSchemaRegistry({ entities: [broken as unknown as EntitySchema], shared: [defs] });
    expect(error).not.toHaveBeenCalled();
    // a broken schema leaves the check to the server, once
    expect(registry.entities.get('device')!.validate({ number: 'x' })).toBeNull();
    expect(registry.entities.get('device')!.validate({ number: 'y' })).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('validators that load (the console: generated modules, see validators.ts)', () => {
  const previous = validatorSource();
  afterEach(() => setValidatorSource(previous));

  it('load once, when asked (a page of the entity opens), and check from then on', async () => {
    const loads: string[] = [];
    const loading: ValidatorSource = async (schema, shared) => (loads.push(schema.$id), runtimeValidators(schema, shared));
    setValidatorSource(loading);
    const entity = buildSchemaRegistry(wire).entities.get('device')!;
    expect(loads).toEqual([]);
    // before its validator is there the server's check has the last word: nothing to report yet
    expect(entity.validate({ number: '123' })).toBeNull();
    await entity.loadValidator!();
    await entity.loadValidator!();
    expect(entity.validate({ number: '123', name: 'ok' })).toMatchObject({ number: { key: 'validation.format.device-number' } });
    expect(loads).toEqual([device.$id]);
  });

  it('leave the check to the server when the validator cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setValidatorSource(() => Promise.reject(new Error('offline')));
    const entity = buildSchemaRegistry(wire).entities.get('device')!;
    await entity.loadValidator!();
    expect(entity.validate({ number: '123' })).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });
});
