/**
 * The table's rows re-render only when what they show changed (PlainDatagridBody): a page that
 * repeats rows of the last one (25 rows grown to 50) keeps them, though every response brings new
 * objects; a row whose record changed shows the change.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { testDataProvider, type GetListParams } from 'react-admin';
import type { Identifier } from 'ra-core';
import { renderDeviceList } from '../../../test/support/deviceListPage';

/** ids of the records a row was rendered for, in order: each row renders one record context */
const rendered: Identifier[] = [];

vi.mock('ra-core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('ra-core')>();
  const RecordContextProvider = (props: ComponentProps<typeof actual.RecordContextProvider>) => {
    if (props.value?.id !== undefined) rendered.push(props.value.id);
    return actual.RecordContextProvider(props);
  };
  return { ...actual, RecordContextProvider };
});

vi.mock('../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api')>();
  return { ...actual, api: { get: async () => ({ permissions: [] }) } };
});

vi.setConfig({ testTimeout: 20_000 });

const ROWS = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, number: `1000${String(i + 1).padStart(4, '0')}`, name: `Probe-${i + 1}`, status: 1, online: true }));

/** Every answer is a fresh copy; after the first, probe 2 has been renamed. */
function server() {
  let answers = 0;
  const getList = async (_resource: string, { pagination }: GetListParams) => {
    answers += 1;
    const data = structuredClone(ROWS.slice(0, pagination!.perPage));
    if (answers > 1) data[1]!.name = 'Probe-2 renamed';
    return { data, total: ROWS.length };
  };
  return testDataProvider({ getList: getList as never, getMany: (async () => ({ data: [] })) as never });
}

const timesRendered = (id: Identifier) => rendered.filter((r) => r === id).length;

describe('the table’s rows', () => {
  it('keep the rows a new page repeats unchanged, and show the ones that changed', async () => {
    renderDeviceList(server());
    await screen.findByText('Probe-1');
    const first = document.querySelectorAll('tbody tr').length;
    const firstRow = document.querySelector('tbody tr');
    rendered.length = 0;

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '50' }));
    await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(50));

    expect(first).toBeLessThan(50);
    expect(screen.getByText('Probe-2 renamed')).toBeInTheDocument();
    expect(timesRendered(2)).toBeGreaterThan(0);
    // the unchanged rows of the first page were not rendered again; the new ones were
    expect([1, 3, first].map(timesRendered)).toEqual([0, 0, 0]);
    expect(timesRendered(first + 1)).toBeGreaterThan(0);
    expect(document.querySelector('tbody tr')).toBe(firstRow);
  });
});
