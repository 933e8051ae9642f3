import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, testDataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createI18nProvider } from '../../providers/i18nProvider';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { gadgetWire } from '../../../test/support/gadgetSchema';
import { SchemaEdit } from './SchemaEdit';

vi.setConfig({ testTimeout: 20_000 });

const record = { id: 4, code: 'ABCD', kind: 1, active: true, boughtAt: 1_700_000_000, note: 'ok' };

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function setup(update: (...args: never[]) => Promise<unknown>, getOne: (...args: never[]) => Promise<unknown> = async () => ({ data: record })) {
  const entity = buildSchemaRegistry(gadgetWire).entities.get('gadget')!;
  const onClose = vi.fn();
  render(
    <MemoryRouter initialEntries={['/gadget/list']}>
      <AdminContext dataProvider={testDataProvider({ getOne: getOne as never, update: update as never })} i18nProvider={createI18nProvider('en')}>
        <Where />
        <SchemaEdit entity={entity} id={4} title="Gadget ABCD" onClose={onClose} />
      </AdminContext>
    </MemoryRouter>,
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

  it('sends a value the user cleared as null, so that the server clears it', async () => {
    const update = vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...record, ...data } }));
    const { onClose } = setup(update as never);
    await waitFor(() => expect(input(/^Note/).value).toBe('ok'));
    fireEvent.change(input(/^Note/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith('gadget', expect.objectContaining({ id: 4, data: expect.objectContaining({ code: 'ABCD', note: null }) }));
  });

  it('names a property without an input by its label in a server error', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Invalid input', 422, { errors: { id: 'Stale record' } });
    });
    setup(update);
    await waitFor(() => expect(input(/Gadget code/).value).toBe('ABCD'));
    fireEvent.change(input(/^Note/), { target: { value: 'new' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Id: Stale record')).toBeInTheDocument();
  });

  it('says in the dialog when the record fails to load, and stays on the page', async () => {
    const getOne = vi.fn(async () => {
      throw new HttpError('Gadget 4 was deleted', 404);
    });
    const { onClose } = setup(vi.fn(), getOne);
    const dialog = await screen.findByRole('dialog', { name: 'Gadget ABCD' });
    expect(await within(dialog).findByText('Gadget 4 was deleted')).toBeInTheDocument();
    // react-admin's default would navigate to /gadget a moment after the failure
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/gadget\/list$/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
