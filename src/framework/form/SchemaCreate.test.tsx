import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, testDataProvider } from 'react-admin';
import { createI18nProvider } from '../../providers/i18nProvider';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { gadgetWire } from '../../../test/support/gadgetSchema';
import { SchemaCreate } from './SchemaCreate';

vi.setConfig({ testTimeout: 20_000 });

function setup(create = vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...data, id: 9 } }))) {
  const entity = buildSchemaRegistry(gadgetWire).entities.get('gadget')!;
  const onClose = vi.fn();
  render(
    <AdminContext dataProvider={testDataProvider({ create: create as never })} i18nProvider={createI18nProvider('en')}>
      <SchemaCreate entity={entity} onClose={onClose} />
    </AdminContext>,
  );
  return { create, onClose };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('SchemaCreate', () => {
  it('shows client errors next to each field, translated, and keeps what was typed', async () => {
    const { create } = setup();
    fireEvent.change(input(/Gadget code/), { target: { value: 'ab' } });
    fireEvent.change(input(/^Note/), { target: { value: 'too long note' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('At most 5 characters')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(input(/Gadget code/).value).toBe('ab');
    expect(input(/^Note/).value).toBe('too long note');
    expect(create).not.toHaveBeenCalled();
    // no read-only or hidden input on create
    expect(screen.queryByLabelText(/^Id/)).toBeNull();
  });

  it('shows server field errors at the same fields and keeps the values', async () => {
    const create = vi.fn(async () => {
      throw new HttpError('Invalid input', 422, { errors: { code: 'This code is taken' } });
    });
    const { onClose } = setup(create);
    fireEvent.change(input(/Gadget code/), { target: { value: 'abcd' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Kind/ }));
    fireEvent.click(await screen.findByRole('option', { name: '2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(await screen.findByText('This code is taken')).toBeInTheDocument();
    expect(input(/Gadget code/).value).toBe('abcd');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the cleaned record and closes', async () => {
    const { create, onClose } = setup();
    fireEvent.change(input(/Gadget code/), { target: { value: 'abcd' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Kind/ }));
    fireEvent.click(await screen.findByRole('option', { name: '1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith('gadget', expect.objectContaining({ data: { code: 'abcd', kind: 1, active: false } }));
  });
});

describe('SchemaCreate on a page with a fixed filter', () => {
  it('starts with the fixed values, read-only, and sends them', async () => {
    const entity = buildSchemaRegistry(gadgetWire).entities.get('gadget')!;
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...data, id: 9 } }));
    const onClose = vi.fn();
    render(
      <AdminContext dataProvider={testDataProvider({ create: create as never })} i18nProvider={createI18nProvider('en')}>
        <SchemaCreate entity={entity} defaults={{ kind: 2 }} onClose={onClose} />
      </AdminContext>,
    );
    expect(screen.getByRole('combobox', { name: /Kind/ })).toHaveTextContent('2');
    expect(screen.getByRole('combobox', { name: /Kind/ })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.change(input(/Gadget code/), { target: { value: 'abcd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith('gadget', expect.objectContaining({ data: expect.objectContaining({ code: 'abcd', kind: 2 }) }));
  });
});

describe('SchemaCreate with x-ui.form sections', () => {
  it('heads each group of inputs with its translated title', async () => {
    const wire = structuredClone(gadgetWire);
    wire.entities[0]!['x-ui'].form = { sections: [{ title: 'app.schema.form.sections.schedule', fields: ['boughtAt'] }] };
    const entity = buildSchemaRegistry(wire).entities.get('gadget')!;
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en')}>
        <SchemaCreate entity={entity} onClose={vi.fn()} />
      </AdminContext>,
    );
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Schedule', 'Other']);
    // the schedule heading comes before the date input, "other" before the code
    const schedule = headings[0]!;
    expect(schedule.compareDocumentPosition(input(/Bought/i)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(headings[1]!.compareDocumentPosition(input(/Gadget code/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
