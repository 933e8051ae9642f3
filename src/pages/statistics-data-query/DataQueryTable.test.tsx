/** The data query's table writes external power and the door as words (issue 26 §3), other fields as sent. */
import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { Language } from '../../lib/language';
import type { DataQueryAnswer, DataQueryRow } from '../../lib/reports';
import { createI18nProvider } from '../../providers/i18nProvider';
import { DataQueryTable } from './DataQueryTable';

vi.setConfig({ testTimeout: 20_000 });

const row = (ts: number, power: number | null, door: number | null): DataQueryRow => ({
  ts,
  deviceId: 7,
  number: '10000007',
  name: 'Van 7',
  temperature: 4.5,
  humidity: null,
  battery: 90,
  signal: 70,
  power,
  lat: null,
  lng: null,
  pressure: null,
  light: null,
  o2: null,
  co2: null,
  shake: null,
  door,
});

const ANSWER: DataQueryAnswer = {
  type: 'temperature',
  devices: [],
  fields: ['temperature', 'power', 'door'],
  list: [row(1_700_000_000, 1, 0), row(1_700_000_060, 0, 1), row(1_700_000_120, null, null)],
  total: 3,
  truncated: false,
};

function cells(language: Language): string[][] {
  const view = render(
    <AdminContext i18nProvider={createI18nProvider(language)}>
      <DataQueryTable answer={ANSWER} />
    </AdminContext>,
  );
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  const text = rows.map((r) => within(r).getAllByRole('cell').slice(2).map((c) => c.textContent ?? ''));
  view.unmount();
  return text;
}

describe('DataQueryTable', () => {
  it('writes power and door states in words, in each language', () => {
    expect(cells('en')).toEqual([
      ['4.5', 'On', 'Closed'],
      ['4.5', 'Off', 'Open'],
      ['4.5', '—', '—'],
    ]);
    expect(cells('zh-CN')[0]).toEqual(['4.5', '接通', '关闭']);
    expect(cells('zh-TW')[1]).toEqual(['4.5', '斷開', '打開']);
  });
});
