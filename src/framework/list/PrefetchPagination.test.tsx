/**
 * Page changes fetch first and switch after (usePrefetchedPaging, issue 11 §4): one request per
 * change, the old rows stay until the new page is in, a slow page shows a bar, the last of several
 * quick changes wins, and the table's sort still works after a page-size change (StableSortHeader).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type GetListParams } from 'react-admin';
import { renderDeviceList as renderList } from '../../../test/support/deviceListPage';
import { BUSY_AFTER_MS } from './usePrefetchedPaging';
import { stubApi } from '../../../test/support/stubApi';

stubApi({ get: vi.fn(async () => ({ permissions: [] })) });

vi.setConfig({ testTimeout: 20_000 });

const ROWS = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, number: `1000${String(i + 1).padStart(4, '0')}`, name: `Probe-${i + 1}`, status: 1, online: 1 }));

/** A list server that answers each request when the test says (or at once), and records what it was asked. */
function listServer({ hold = false } = {}) {
  const asked: GetListParams[] = [];
  const waiting: Array<() => void> = [];
  const getList = async (_resource: string, params: GetListParams) => {
    asked.push(params);
    if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
    const { page, perPage } = params.pagination!;
    const sorted = params.sort?.field === 'name' ? [...ROWS].sort((a, b) => (params.sort!.order === 'ASC' ? 1 : -1) * a.name.localeCompare(b.name)) : ROWS;
    return { data: sorted.slice((page - 1) * perPage, page * perPage), total: ROWS.length };
  };
  return { asked, waiting, dataProvider: testDataProvider({ getList: getList as never, getMany: (async () => ({ data: [] })) as never }) };
}

/** The list open on its first page, over a server that answers each later request when the test says. */
async function openHeldList() {
  const server = listServer({ hold: true });
  renderList(server.dataProvider);
  await waitFor(() => expect(server.waiting).toHaveLength(1));
  act(() => server.waiting.shift()!());
  await screen.findByText('Probe-1');
  return server;
}

const bodyRows = () => document.querySelectorAll('tbody tr').length;

async function choosePerPage(size: number) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: String(size) }));
}

describe('the generated list’s pagination', () => {
  it('asks for a new page size once and shows it', async () => {
    const server = listServer();
    renderList(server.dataProvider);
    await screen.findByText('Probe-1');
    const first = bodyRows();
    await choosePerPage(100);
    await waitFor(() => expect(bodyRows()).toBe(100));
    expect(first).toBeLessThan(100);
    // a little later still: the list showing the page fetched ahead does not ask again
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(server.asked.map((p) => p.pagination!.perPage)).toEqual([first, 100]);
  });

  it('keeps the old rows until the new page is in, and shows a bar when it is slow', async () => {
    const server = await openHeldList();
    const first = bodyRows();
    await choosePerPage(100);
    await waitFor(() => expect(server.waiting).toHaveLength(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, BUSY_AFTER_MS + 50)));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(bodyRows()).toBe(first);
    act(() => server.waiting.shift()!());
    await waitFor(() => expect(bodyRows()).toBe(100));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('goes to the page asked last when an earlier one answers later', async () => {
    const server = await openHeldList();
    fireEvent.click(screen.getByRole('button', { name: /go to page 2/i }));
    fireEvent.click(screen.getByRole('button', { name: /go to page 3/i }));
    await waitFor(() => expect(server.waiting).toHaveLength(2));
    const [page2, page3] = server.waiting.splice(0);
    act(() => page3!());
    await waitFor(() => expect(screen.getByRole('button', { name: /page 3/i })).toHaveAttribute('aria-current', 'page'));
    act(() => page2!());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: /page 3/i })).toHaveAttribute('aria-current', 'page');
  });

  it('sorts with the current page size after the size changed', async () => {
    const server = listServer();
    renderList(server.dataProvider);
    await screen.findByText('Probe-1');
    await choosePerPage(100);
    await waitFor(() => expect(bodyRows()).toBe(100));
    fireEvent.click(screen.getByRole('button', { name: /device name/i }));
    await waitFor(() => expect(server.asked.at(-1)).toMatchObject({ sort: { field: 'name' }, pagination: { page: 1, perPage: 100 } }));
  });
});
