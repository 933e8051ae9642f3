/** Display comes from the widget registry: each entry's cell and export value, picked by rank. */
import { screen } from '@testing-library/react';
import type { EntitySchema, PropertySchema } from '../../lib/schema/types';
import { toTable } from '../export/toTable';
import { defineResource } from '../schema/defineResource';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { gadgetSchema } from '../../../test/support/gadgetSchema';
import { named, type CellProps } from './registry';
import { renderValue } from '../../../test/support/renderValue';

const party: PropertySchema = { type: 'object', properties: { institution: { type: 'string' }, person: { type: 'string' }, phone: { type: 'string' } } };
const schema: EntitySchema = {
  ...gadgetSchema,
  properties: { ...gadgetSchema.properties, consignor: party, level: { type: 'integer' } },
  'x-ui': {
    ...gadgetSchema['x-ui'],
    fields: { ...gadgetSchema['x-ui'].fields, kind: { colors: { '1': 'success', '2': 'error' } }, level: { widget: 'gauge' } },
  },
};

// a resource's own widget: a new entry, no edit to SchemaValue or toTable
const GaugeCell = ({ value }: CellProps) => <meter data-testid="gauge" value={Number(value)} max={10} />;
const gauge = defineResource({
  name: 'gadget',
  overrides: { widgets: [{ name: 'gauge', tester: named('gauge'), input: () => null, cell: GaugeCell, exportValue: (v) => `${String(v)}/10` }] },
});
const entity = buildSchemaRegistry({ entities: [schema], shared: [] }, [gauge]).entities.get('gadget')!;

const cell = (name: string, record: Record<string, unknown>) => renderValue(entity, name, record);

const text = { field: (n: string) => n, enumValue: (_n: string, v: unknown) => `kind ${String(v)}`, yesNo: (b: boolean) => (b ? 'yes' : 'no') };

describe('display from the registry', () => {
  it('shows and exports a value with its widget’s own cell and export value', () => {
    cell('level', { level: 7 });
    expect(screen.getByTestId('gauge')).toHaveAttribute('value', '7');
    expect(toTable(entity, ['level'], [{ level: 7 }], text).rows).toEqual([['7/10']]);
  });

  it('shows a status as a chip in the colour x-ui gives its value', () => {
    const { container, unmount } = cell('kind', { kind: 2 });
    const chip = container.querySelector<HTMLElement>('.status-chip')!;
    expect(chip).toHaveClass('status-chip-error');
    expect(chip).toHaveTextContent('2');
    const errorBackground = chip.style.backgroundColor;
    unmount();
    const success = cell('kind', { kind: 1 }).container.querySelector<HTMLElement>('.status-chip')!;
    expect(success).toHaveClass('status-chip-success');
    expect(success.style.backgroundColor).not.toBe(errorBackground);
  });

  it('shows a widget that has only its text (text, number) as that text', () => {
    const { container } = cell('code', { code: 'G-12' });
    expect(container.querySelector('span')).toHaveTextContent(/^G-12$/);
    cell('id', { id: 42 });
    expect(screen.getByText(/^42$/).tagName).toBe('SPAN');
  });

  it('keeps a date on one line', () => {
    cell('boughtAt', { boughtAt: 1_800_000_000 });
    expect(screen.getByText(/^2027-/)).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('reads a nested object as two short lines, and exports it as one', () => {
    const consignor = { institution: 'Nanjing store', person: 'Li Lei', phone: '13800000000' };
    cell('consignor', { consignor });
    expect(screen.getByText('Nanjing store')).toBeInTheDocument();
    expect(screen.getByText('Li Lei · 13800000000')).toBeInTheDocument();
    expect(toTable(entity, ['consignor'], [{ consignor }], text).rows).toEqual([['Nanjing store, Li Lei, 13800000000']]);
  });

  it('exports an enum as its label, whatever its cell', () => {
    expect(toTable(entity, ['kind', 'active'], [{ kind: 1, active: true }], text).rows).toEqual([['kind 1', 'yes']]);
  });
});
