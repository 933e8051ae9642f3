import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, testDataProvider } from 'react-admin';
import { createI18nProvider } from '../../providers/i18nProvider';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { gadgetWire } from '../testing/gadgetSchema';
import { SchemaEdit } from './SchemaEdit';

vi.setConfig({ testTimeout: 20_000 });

const record = { id: 4, code: 'ABCD', kind: 1, active: true, boughtAt: 1_700_000_000, note: 'ok' };

function setup(update: (...args: never[]) => Promise<unknown>) {
  const entity = buildSchemaRegistry(gadgetWire).entities.get('gadget')!;
  const onClose = vi.fn();
  render(
    <AdminContext dataProvider={testDataProvider({ getOne: async () => ({ data: record }) as never, update: update as never })} i18nProvider={createI18nProvider('en')}>
      <SchemaEdit entity={entity} id={4} title="Gadget ABCD" onClose={onClose} />
    </AdminContext>,
  );
  return { onClose };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('SchemaEdit', () => {
  it('loads the record, checks an emptied required field, and shows server errors at their fields', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Invalid input', 422, { errors: { note: 'Not allowed here' } });
    });
    const { onClose } = setup(update);
    await waitFor(() => expect(input(/Gadget code/).value).toBe('ABCD'));
    await waitFor(() => expect(input(/Bought at/).value).toBe('2023-11-14'));

    fireEvent.change(input(/Gadget code/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(input(/Gadget code/), { target: { value: 'WXYZ' } });
    fireEvent.change(input(/^Note/), { target: { value: 'new' } });
    // after a failed submit the form re-validates on each change; Save waits for it
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not allowed here')).toBeInTheDocument();
    expect(input(/Gadget code/).value).toBe('WXYZ');
    expect(input(/^Note/).value).toBe('new');
    expect(onClose).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith('gadget', expect.objectContaining({ id: 4, data: expect.objectContaining({ code: 'WXYZ', note: 'new' }) }));
  });
});
