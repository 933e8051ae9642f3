import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { gadgetWire } from '../../../test/support/gadgetSchema';
import { DEFAULT_WIDGETS } from './defaultWidgets';
import { NOT_APPLICABLE, named, pickWidget, rankWith, type WidgetContext, type WidgetEntry } from './registry';
import { widgetsOf } from './widgetsOf';

const ctx = (property: WidgetContext['property'], ui: WidgetContext['ui'] = {}): WidgetContext => ({ resource: 'r', name: 'p', property, ui, required: false });
const pick = (c: WidgetContext) => pickWidget(DEFAULT_WIDGETS, c)?.name;

describe('widget registry ranking', () => {
  it('infers the widget from type, format, enum and reference', () => {
    expect(pick(ctx({ type: 'string' }))).toBe('text');
    expect(pick(ctx({ type: 'string' }, { multiline: true }))).toBe('textarea');
    expect(pick(ctx({ type: 'integer' }))).toBe('number');
    expect(pick(ctx({ type: ['number', 'null'] }))).toBe('number');
    expect(pick(ctx({ type: 'boolean' }))).toBe('boolean');
    expect(pick(ctx({ type: 'integer', enum: [1, 2] }))).toBe('select');
    expect(pick(ctx({ type: 'array', items: { type: 'string', enum: ['a'] } }))).toBe('multiSelect');
    expect(pick(ctx({ type: 'string', format: 'date' }))).toBe('date');
    expect(pick(ctx({ type: 'string', minLength: 6, writeOnly: true }))).toBe('password');
    expect(pick(ctx({ type: 'string', 'x-same-as': 'password' }))).toBe('password');
    expect(pick(ctx({ type: 'integer' }, { reference: { resource: 'user', label: 'name' } }))).toBe('reference');
    expect(pick(ctx({ type: 'integer' }, { reference: { resource: 'organization', label: 'name' } }))).toBe('organizationTree');
    expect(pick(ctx({ type: 'object', 'x-file': { accept: ['xls'] } }))).toBe('fileUpload');
  });

  it('picks the reference variant of a named select / multiSelect, tags for free lists, fields for objects', () => {
    const role = { reference: { resource: 'role', label: 'name' } };
    expect(pick(ctx({ type: 'integer' }, { widget: 'select', ...role }))).toBe('referenceSelect');
    expect(pick(ctx({ type: 'array', items: { type: 'integer' } }, { widget: 'multiSelect', ...role }))).toBe('referenceMultiSelect');
    expect(pick(ctx({ type: 'array', items: { type: 'integer' } }, role))).toBe('referenceMultiSelect');
    expect(pick(ctx({ type: 'array', items: { type: 'string' } }, { widget: 'multiSelect' }))).toBe('tags');
    expect(pick(ctx({ type: 'array', items: { type: 'string', enum: ['a'] } }, { widget: 'multiSelect' }))).toBe('multiSelect');
    expect(pick(ctx({ type: 'object', properties: { a: { type: 'string' } } }))).toBe('object');
  });

  it('lets x-ui name the widget over any inferred fit', () => {
    expect(pick(ctx({ type: 'integer', minimum: 0 }, { widget: 'date' }))).toBe('date');
    expect(pick(ctx({ type: 'integer' }, { widget: 'datetime', reference: { resource: 'organization', label: 'n' } }))).toBe('datetime');
    expect(pick(ctx({ type: 'object' }, { widget: 'imageUpload' }))).toBe('imageUpload');
  });

  it('ranks a resource widget with the shared ones; the first listed wins a tie', () => {
    const Input = () => null;
    const plate: WidgetEntry = { name: 'plate', tester: rankWith(2, (c) => c.name === 'plate'), input: Input };
    const registry = buildSchemaRegistry(gadgetWire, [{ name: 'gadget', overrides: { widgets: [plate] } }]);
    const widgets = widgetsOf(registry.entities.get('gadget')!);
    expect(pickWidget(widgets, { ...ctx({ type: 'string' }), name: 'plate' })?.name).toBe('plate');
    expect(pickWidget(widgets, { ...ctx({ type: 'integer' }), name: 'plate' })?.name).toBe('plate');
    expect(pickWidget(widgets, ctx({ type: 'string' }))?.name).toBe('text');
    expect(named('x')(ctx({}))).toBe(NOT_APPLICABLE);
  });
});
