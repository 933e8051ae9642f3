/**
 * The generated table's cells (tableColumns.tsx): a plain-text widget writes its text straight into
 * the cell, an empty value leaves it empty, a date keeps to one line, and widgets with their own
 * cell (a status chip, a yes/no mark) still show it.
 */
import { screen } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { renderDeviceList } from '../../../test/support/deviceListPage';
import { formatUnix } from '../widgets/unixTime';
import { stubApi } from '../../../test/support/stubApi';

stubApi({ get: vi.fn(async () => ({ permissions: [] })) });

vi.setConfig({ testTimeout: 20_000 });

const EXPIRES = 1_900_000_000;
const rows = [
  { id: 1, number: '10000001', name: 'Probe-1', type: 'temperature', model: '', status: 3, online: true, battery: 80, expireDate: EXPIRES },
  { id: 2, number: '10000002', name: 'Probe-2', type: 'temperature', status: 1, online: false, battery: 0, expireDate: EXPIRES },
];
const dataProvider = testDataProvider({
  getList: (async () => ({ data: rows, total: rows.length })) as never,
  getMany: (async () => ({ data: [] })) as never,
});

const cell = (row: number, column: string) => document.querySelectorAll(`tbody tr`)[row]!.querySelector<HTMLElement>(`td.column-${column}`)!;

describe('the generated table’s cells', () => {
  it('writes plain text without a wrapper, and nothing for an empty value', async () => {
    // the model is one of the columns the list starts without (device.schema.json defaultHidden): the user chose every column
    localStorage.setItem('coldchain.columns.devicelist', '[]');
    renderDeviceList(dataProvider);
    await screen.findByText('Probe-1');
    expect(cell(0, 'name').innerHTML).toBe('Probe-1');
    expect(cell(0, 'type')).toHaveTextContent('Temperature logger');
    expect(cell(1, 'battery').innerHTML).toBe('0');
    expect(cell(0, 'model').innerHTML).toBe('');
    expect(cell(1, 'model').innerHTML).toBe('');
  });

  it('keeps a date on one line', async () => {
    renderDeviceList(dataProvider);
    await screen.findByText('Probe-1');
    expect(cell(0, 'expireDate')).toHaveTextContent(formatUnix(EXPIRES, false));
    expect(cell(0, 'expireDate')).toHaveClass('cell-date');
    expect(getComputedStyle(cell(0, 'expireDate')).whiteSpace).toBe('nowrap');
  });

  it('shows a status as its chip and a yes/no as its mark', async () => {
    renderDeviceList(dataProvider);
    await screen.findByText('Probe-1');
    expect(cell(0, 'status').querySelector('.status-chip-warning')).toHaveTextContent('Fault');
    expect(cell(0, 'online').querySelector('[role="img"]')).toHaveAccessibleName('Yes');
    expect(cell(1, 'online').querySelector('[role="img"]')).toHaveAccessibleName('No');
  });
});
