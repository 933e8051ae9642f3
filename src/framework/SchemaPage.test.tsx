import { Activity } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider, useListContext, type DataProvider } from 'react-admin';
import { createI18nProvider } from '../providers/i18nProvider';
import { SchemaPage, SchemaPageRoute } from './SchemaPage';
import { defineResource, type BulkActionProps, type ListViewProps, type RecordViewProps } from './schema/defineResource';
import { buildSchemaRegistry } from './schema/schemaRegistry';
import { SchemaRegistryContext } from './schema/SchemaRegistryContext';
import { gadgetSchema, gadgetWire } from '../../test/support/gadgetSchema';
import { stubApi } from '../../test/support/stubApi';

const get = vi.fn();
stubApi({ get });

const rows = [
  { id: 1, code: 'AAA1', kind: 1, active: true, boughtAt: 1_700_000_000, note: 'hi' },
  { id: 2, code: 'BBB2', kind: 2, active: false, boughtAt: null, note: null },
];

function setup(codes: string[], overrides: Partial<DataProvider> = {}, component = '/gadget/list/index', name = 'GadgetList', mode: 'visible' | 'hidden' = 'visible', wire = gadgetWire) {
  get.mockImplementation(async (path: string, params: { menuname: string }) => (path === '/operation/permission' && params.menuname === name ? { permissions: codes } : { permissions: [] }));
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const dataProvider = testDataProvider({ getList: getList as never, getOne: async (_r, { id }) => ({ data: rows.find((r) => r.id === id) }) as never, ...overrides });
  const registry = buildSchemaRegistry(wire);
  const binding = registry.pages.get(component)!;
  const page = (shown: 'visible' | 'hidden') => (
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
      <SchemaRegistryContext.Provider value={registry}>
        {/* as the tab cache keeps a page (src/layout/tags) */}
        <Activity mode={shown}>
          <SchemaPage binding={binding} name={name} />
        </Activity>
      </SchemaRegistryContext.Provider>
    </AdminContext>
  );
  const { rerender } = render(page(mode));
  return { getList, dataProvider, show: (shown: 'visible' | 'hidden') => rerender(page(shown)) };
}

vi.setConfig({ testTimeout: 20_000 });
// AdminContext routes by the window's hash, and a list writes its filters into its address:
// each test starts at an address without filters
afterEach(() => window.history.replaceState(null, '', '/'));

describe('SchemaPage list', () => {
  it('shows columns in x-ui order with readable labels, enum values and dates, without locale keys', async () => {
    setup(['gadgetlist_add']);
    expect(await screen.findByText('AAA1')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim()).filter(Boolean);
    expect(headers).toEqual(['Gadget code', 'Kind', 'Active', 'Bought at', 'Note']);
    expect(screen.queryByText(/resources\.gadget/)).toBeNull();
    expect(screen.getByText('2023-11-14')).toBeInTheDocument();
  });

  it('sends the page fixed filter with every request', async () => {
    const { getList } = setup([], {}, '/gadget/spare/index', 'GadgetSpare');
    await screen.findByText('AAA1');
    expect(getList).toHaveBeenCalledWith('gadget', expect.objectContaining({ filter: { kind: 2 }, sort: { field: 'id', order: 'DESC' } }));
  });

  it('turns a date range filter into {field}_gte / _lte in unix seconds', async () => {
    const { getList } = setup([]);
    await screen.findByText('AAA1');
    fireEvent.change(screen.getByLabelText('Bought at from'), { target: { value: '2024-01-02' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('gadget', expect.objectContaining({ filter: { boughtAt_gte: new Date(2024, 0, 2).getTime() / 1000 } })),
    );
  });

  it('gates create, edit, delete and export by the page codes', async () => {
    setup(['gadgetlist_add', 'gadgetlist_export']);
    await screen.findByText('AAA1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows nothing gated with the codes of another page', async () => {
    get.mockReset();
    setup([], {}, '/gadget/list/index', 'GadgetList');
    await screen.findByText('AAA1');
    expect(get).toHaveBeenCalledWith('/operation/permission', { menuname: 'GadgetList' }, expect.objectContaining({ silent: true }));
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('asks before a bulk delete', async () => {
    const deleteMany = vi.fn(async () => ({ data: [1] }));
    setup(['gadgetlist_delete'], { deleteMany });
    await screen.findByText('AAA1');
    const row = screen.getByText('AAA1').closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Select this row' }));
    // the bulk toolbar sits above the rows (each row has its own delete button too)
    await waitFor(() => expect(screen.getByText(/1 item selected/)).toBeInTheDocument());
    expect(within(row).getByRole('checkbox', { name: 'Select this row' })).toBeChecked();
    // selecting is not opening: no details over the list
    expect(screen.queryByRole('region', { name: 'Gadget AAA1' })).not.toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(deleteMany).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledWith('gadget', expect.objectContaining({ ids: [1] })));
  });

  it('shows an empty state with the create button', async () => {
    setup(['gadgetlist_add'], { getList: async () => ({ data: [], total: 0 }) });
    expect(await screen.findByText('No Gadget yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('dialog', { name: /Create Gadget/ })).toBeInTheDocument();
  });
});

describe('SchemaPage list states and choices', () => {
  it('says when the list fails to load, and retries', async () => {
    let fail = true;
    const getList = vi.fn(async () => {
      if (fail) throw new Error('Server down');
      return { data: rows, total: 2 };
    });
    setup([], { getList: getList as never });
    expect(await screen.findByText('Server down')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('AAA1')).toBeInTheDocument();
  });

  it('offers up to 100 rows a page, and asks for them', async () => {
    const { getList } = setup([]);
    await screen.findByText('AAA1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    fireEvent.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('gadget', expect.objectContaining({ pagination: { page: 1, perPage: 100 } })));
  });

  it("offers the schema's own rows a page among the choices, and shows it chosen", async () => {
    const wire = { entities: [{ ...gadgetSchema, 'x-ui': { ...gadgetSchema['x-ui'], list: { ...gadgetSchema['x-ui'].list, perPage: 20 } } }], shared: [] };
    const { getList } = setup([], {}, '/gadget/list/index', 'GadgetList', 'visible', wire);
    await screen.findByText('AAA1');
    expect(getList).toHaveBeenCalledWith('gadget', expect.objectContaining({ pagination: { page: 1, perPage: 20 } }));
    const select = screen.getByRole('combobox', { name: /rows per page/i });
    expect(select).toHaveTextContent('20');
    fireEvent.mouseDown(select);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['10', '20', '25', '50', '100']);
  });

  it('hides a column the user unticks, and remembers it for this page', async () => {
    setup([]);
    await screen.findByText('AAA1');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Note' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Note' })).toBeNull());
    expect(JSON.parse(localStorage.getItem('coldchain.columns.gadgetlist')!)).toEqual(['note']);
  });

  it("starts without the schema's defaultHidden columns, which the chooser offers and then remembers", async () => {
    const wire = { entities: [{ ...gadgetSchema, 'x-ui': { ...gadgetSchema['x-ui'], list: { ...gadgetSchema['x-ui'].list, defaultHidden: ['boughtAt', 'note'] } } }], shared: [] };
    setup([], {}, '/gadget/list/index', 'GadgetList', 'visible', wire);
    await screen.findByText('AAA1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim()).filter(Boolean)).toEqual(['Gadget code', 'Kind', 'Active']);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    expect(await screen.findByRole('checkbox', { name: 'Note' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Note' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim()).filter(Boolean)).toEqual(['Gadget code', 'Kind', 'Active', 'Note']));
    expect(JSON.parse(localStorage.getItem('coldchain.columns.gadgetlist')!)).toEqual(['boughtAt']);
  });

  it('opens the details over the list on a row click', async () => {
    setup([]);
    fireEvent.click(await screen.findByText('AAA1'));
    const details = await screen.findByRole('region', { name: 'Gadget AAA1' });
    expect(await within(details).findByText('hi')).toBeInTheDocument();
    expect(within(details).getByText('Gadget code')).toBeInTheDocument();
  });
});

describe('SchemaPage actions', () => {
  it('shows edit and delete on each row with their codes, and edits in a dialog over the list', async () => {
    setup(['gadgetlist_edit', 'gadgetlist_delete']);
    await screen.findByText('AAA1');
    const row = screen.getByText('AAA1').closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gadget AAA1' });
    await waitFor(() => expect((within(dialog).getByLabelText(/Gadget code/) as HTMLInputElement).value).toBe('AAA1'));
    // the list stays underneath, and the row's click did not also open its details
    expect(screen.getByText('BBB2')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Gadget AAA1' })).not.toBeInTheDocument();
  });

  it('names the record in the delete confirmation, and deletes it on Confirm', async () => {
    const deleteOne = vi.fn(async () => ({ data: rows[0] }));
    setup(['gadgetlist_delete'], { delete: deleteOne as never });
    await screen.findByText('AAA1');
    const row = screen.getByText('AAA1').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByRole('heading')).toHaveTextContent('Delete Gadget AAA1');
    expect(confirm.textContent).toMatch(/delete/i);
    expect(confirm.textContent).not.toContain('#1');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('gadget', expect.objectContaining({ id: 1 })));
  });

  it('exports every filtered row, the fixed filter included, as CSV', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { getList } = setup(['gadgetspare_export'], {}, '/gadget/spare/index', 'GadgetSpare');
    await screen.findByText('AAA1');
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(getList).toHaveBeenCalledWith('gadget', expect.objectContaining({ filter: { kind: 2 }, pagination: { page: 1, perPage: 1000 } }));
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const text = await blob.text();
    expect(text).toContain('Gadget code,Kind,Active,Bought at,Note');
    expect(text).toContain('AAA1,1,Yes,2023-11-14,hi');
  });
});

describe('SchemaPage in the tab cache', () => {
  it('keeps its filters while hidden, and shows them again', async () => {
    const { getList, show } = setup([]);
    await screen.findByText('AAA1');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'AA' } });
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('gadget', expect.objectContaining({ filter: { q: 'AA' } })));
    show('hidden');
    show('visible');
    expect((screen.getByPlaceholderText('Search') as HTMLInputElement).value).toBe('AA');
    expect(getList).toHaveBeenLastCalledWith('gadget', expect.objectContaining({ filter: { q: 'AA' } }));
  });
});

describe('SchemaPageRoute', () => {
  it('says, translated, that a component path no entity serves is not available', () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en')}>
        <SchemaRegistryContext.Provider value={buildSchemaRegistry(gadgetWire)}>
          <SchemaPageRoute component="/nothing/here/index" name="Nothing" />
        </SchemaRegistryContext.Provider>
      </AdminContext>,
    );
    expect(screen.getByRole('heading', { name: 'This page is not available in this console' })).toBeInTheDocument();
    expect(screen.getByText(/"\/nothing\/here\/index", which no page of this console serves yet/)).toBeInTheDocument();
  });
});

describe('a resource’s own views (defineResource views)', () => {
  it('replace the generated list and show on every page of the entity', async () => {
    get.mockResolvedValue({ permissions: [] });
    const OwnList = ({ onShow }: ListViewProps) => (
      <button type="button" onClick={() => onShow(rows[0]!)}>
        own list
      </button>
    );
    const OwnShow = ({ id, title }: RecordViewProps) => <p>{`own show of ${String(id)}: ${title}`}</p>;
    const registry = buildSchemaRegistry(gadgetWire, [defineResource({ name: 'gadget', overrides: { views: { list: OwnList, show: OwnShow } } })]);
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en')}>
        <SchemaRegistryContext.Provider value={registry}>
          <SchemaPage binding={registry.pages.get('/gadget/spare/index')!} name="GadgetSpare" />
        </SchemaRegistryContext.Provider>
      </AdminContext>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'own list' }));
    expect(await screen.findByText('own show of 1: Gadget AAA1')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('add their bulk actions to the generated list’s bulk toolbar, beside delete', async () => {
    get.mockResolvedValue({ permissions: ['gadgetlist_delete'] });
    const Tag = ({ resource, page }: BulkActionProps) => {
      const { selectedIds } = useListContext();
      return <button type="button">{`tag ${selectedIds.join(',')} of ${resource} on ${page}`}</button>;
    };
    const registry = buildSchemaRegistry(gadgetWire, [defineResource({ name: 'gadget', overrides: { bulkActions: [Tag] } })]);
    render(
      <AdminContext dataProvider={testDataProvider({ getList: (async () => ({ data: rows, total: rows.length })) as never })} i18nProvider={createI18nProvider('en')}>
        <SchemaRegistryContext.Provider value={registry}>
          <SchemaPage binding={registry.pages.get('/gadget/list/index')!} name="GadgetList" />
        </SchemaRegistryContext.Provider>
      </AdminContext>,
    );
    const row = (await screen.findByText('AAA1')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'tag 1 of gadget on gadgetlist' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Delete' }).length).toBeGreaterThan(1);
  });
});
