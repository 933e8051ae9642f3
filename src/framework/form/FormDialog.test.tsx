/**
 * Issue 11 §2 "Esc throws away a form": a create or edit dialog with changes asks before
 * discarding them, on Esc, a click outside and Cancel; without changes it closes at once. Esc
 * meant for an open dropdown closes only the dropdown. Real SchemaCreate/SchemaEdit.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { createI18nProvider } from '../../providers/i18nProvider';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { gadgetWire } from '../../../test/support/gadgetSchema';
import { SchemaCreate } from './SchemaCreate';
import { SchemaEdit } from './SchemaEdit';
import { UnsavedChangesContext, createUnsavedChangesStore } from './unsavedChanges';

vi.setConfig({ testTimeout: 20_000 });

const entity = buildSchemaRegistry(gadgetWire).entities.get('gadget')!;

function renderCreate() {
  const onClose = vi.fn();
  const unsaved = createUnsavedChangesStore();
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en')}>
      <UnsavedChangesContext.Provider value={unsaved}>
        <SchemaCreate entity={entity} onClose={onClose} />
      </UnsavedChangesContext.Provider>
    </AdminContext>,
  );
  return { onClose, unsaved };
}

const form = () => screen.getByRole('dialog', { name: 'Create Gadget' });
const code = () => within(form()).getByLabelText(/Gadget code/) as HTMLInputElement;
const question = () => screen.queryByRole('dialog', { name: 'Discard your changes?' });
const escape = (element: Element) => fireEvent.keyDown(element, { key: 'Escape', code: 'Escape' });
function clickOutside() {
  const container = document.querySelector('.MuiDialog-container')!;
  fireEvent.mouseDown(container);
  fireEvent.click(container);
}
async function answer(name: 'Keep editing' | 'Discard') {
  fireEvent.click(within(question()!).getByRole('button', { name }));
  await waitFor(() => expect(question()).toBeNull());
}

describe('a form dialog with changes', () => {
  it('closes at once on Esc, a click outside or Cancel while nothing was changed', () => {
    const { onClose } = renderCreate();
    escape(form());
    clickOutside();
    fireEvent.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(question()).toBeNull();
  });

  it('asks on Esc, a click outside and Cancel; keeping returns to the form as typed', async () => {
    const { onClose } = renderCreate();
    fireEvent.change(code(), { target: { value: 'abcd' } });
    for (const leave of [() => escape(form()), clickOutside, () => fireEvent.click(within(form()).getByRole('button', { name: 'Cancel' }))]) {
      leave();
      expect(await screen.findByText('What you typed in this form has not been saved and will be lost.')).toBeInTheDocument();
      await answer('Keep editing');
      expect(code().value).toBe('abcd');
    }
    expect(onClose).not.toHaveBeenCalled();
    escape(form());
    await answer('Discard');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Esc in an open dropdown closes the dropdown only', async () => {
    const { onClose } = renderCreate();
    fireEvent.change(code(), { target: { value: 'abcd' } });
    fireEvent.mouseDown(within(form()).getByRole('combobox', { name: /Kind/ }));
    const listbox = await screen.findByRole('listbox');
    escape(listbox);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(code().value).toBe('abcd');
  });

  it("marks its page in the tab store's unsaved list while it has changes, and clears it on discard", async () => {
    const { unsaved } = renderCreate();
    expect(unsaved.withChanges(['/'])).toEqual([]);
    fireEvent.change(code(), { target: { value: 'abcd' } });
    await waitFor(() => expect(unsaved.withChanges(['/'])).toEqual(['/']));
    // typed back to nothing: no changes left
    fireEvent.change(code(), { target: { value: '' } });
    await waitFor(() => expect(unsaved.withChanges(['/'])).toEqual([]));
    fireEvent.change(code(), { target: { value: 'ab' } });
    await waitFor(() => expect(unsaved.withChanges(['/'])).toEqual(['/']));
    escape(form());
    await answer('Discard');
    expect(unsaved.withChanges(['/'])).toEqual([]);
  });

  it('guards the edit dialog the same way', async () => {
    const onClose = vi.fn();
    const getOne = vi.fn(async () => ({ data: { id: 4, code: 'gear', kind: 1, active: true } }));
    render(
      <AdminContext dataProvider={testDataProvider({ getOne: getOne as never })} i18nProvider={createI18nProvider('en')}>
        <SchemaEdit entity={entity} id={4} title="Edit gear" onClose={onClose} />
      </AdminContext>,
    );
    const edit = await screen.findByRole('dialog', { name: 'Edit gear' });
    const field = (await within(edit).findByLabelText(/Gadget code/)) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('gear'));
    fireEvent.change(field, { target: { value: 'gears' } });
    escape(edit);
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await answer('Keep editing');
    expect(field.value).toBe('gears');
    expect(onClose).not.toHaveBeenCalled();
  });
});
