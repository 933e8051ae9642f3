/**
 * A list opened by a link with a filter (issue 11 §2 "dashboard drill-down"), in the real tab
 * bar and page cache with a generated list: the filter applies and shows in the filter bar, the
 * user's later filter changes rewrite the address in the same tab (no new tab, the page kept),
 * and the rewritten address, opened afresh, asks for the same rows.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider } from '../../providers/i18nProvider';
import { SchemaPage } from '../../framework/SchemaPage';
import { buildSchemaRegistry } from '../../framework/schema/schemaRegistry';
import { SchemaRegistryContext } from '../../framework/schema/SchemaRegistryContext';
import { gadgetWire } from '../../../test/support/gadgetSchema';
import type { PageTable } from './pageTable';
import { Console, location, page, pageEl, tabEl, tabTitles, title, visit } from '../../../test/support/tagsConsole';
import { stubApi } from '../../../test/support/stubApi';

stubApi({ get: vi.fn(async () => ({ permissions: [] })) });

const registry = buildSchemaRegistry(gadgetWire);
const LIST = '/gadget/list';
const TABLE: PageTable = [
  page('/index', 'Home', { meta: { title: title('Home'), affix: true } }),
  page(LIST, 'Gadgets', { render: () => <SchemaPage binding={registry.pages.get('/gadget/list/index')!} name="GadgetList" /> }),
];
const rows = [{ id: 1, code: 'AAA1', kind: 2, active: true, boughtAt: null, note: null }];

function renderAt(path: string) {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={testDataProvider({ getList: getList as never })} i18nProvider={createI18nProvider('en')}>
        <SchemaRegistryContext.Provider value={registry}>
          <Console table={TABLE} />
        </SchemaRegistryContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return getList;
}

const list = (fullPath: string) => within(pageEl(fullPath)!);
const lastFilter = (getList: ReturnType<typeof renderAt>) => (getList.mock.calls.at(-1) as unknown as [string, { filter: unknown }])[1].filter;

vi.setConfig({ testTimeout: 20_000 });

describe('a list opened with a filter in its address', () => {
  it('applies the filter and shows it in the filter bar', async () => {
    const getList = renderAt('/index');
    visit(`${LIST}?kind=2`);
    await waitFor(() => expect(lastFilter(getList)).toEqual({ kind: 2 }));
    // a filter that is not always on shows in the bar because it has a value
    expect(list(`${LIST}?kind=2`).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('2');
  });

  it('keeps the user’s later changes in the same tab, and in its address', async () => {
    const getList = renderAt('/index');
    visit(`${LIST}?kind=2`);
    await list(`${LIST}?kind=2`).findByText('AAA1');
    fireEvent.change(list(`${LIST}?kind=2`).getByPlaceholderText('Search'), { target: { value: 'AA' } });
    await waitFor(() => expect(lastFilter(getList)).toEqual({ kind: 2, q: 'AA' }));
    await waitFor(() => expect(location()).toBe(`${LIST}?q=AA&kind=2`));
    expect(tabTitles()).toEqual(['Home', 'Gadgets']);
    expect(tabEl(`${LIST}?kind=2`)).toHaveAttribute('data-active', 'true');

    // away and back by the tab: the same page, its filters, and its address again
    act(() => void fireEvent.click(within(tabEl('/index')).getByRole('link')));
    await waitFor(() => expect(location()).toBe('/index'));
    act(() => void fireEvent.click(within(tabEl(`${LIST}?kind=2`)).getByRole('link')));
    await waitFor(() => expect(location()).toBe(`${LIST}?q=AA&kind=2`));
    expect((list(`${LIST}?kind=2`).getByPlaceholderText('Search') as HTMLInputElement).value).toBe('AA');
    expect(tabTitles()).toEqual(['Home', 'Gadgets']);
  });

  it('asks for the same rows when its rewritten address is opened afresh', async () => {
    const getList = renderAt(`${LIST}?q=AA&kind=2`);
    await waitFor(() => expect(lastFilter(getList)).toEqual({ q: 'AA', kind: 2 }));
    expect(screen.getByPlaceholderText('Search')).toHaveValue('AA');
  });
});
