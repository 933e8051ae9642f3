import { render, screen, within } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import type { Language } from '../../../src/lib/language';
import { CHANNEL_FIELDS, channelsOf, READING_FIELDS, type Reading, type ReadingRows } from '../../../src/lib/readings';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { ReadingsTable } from './ReadingsTable';

const fields = channelsOf('CTH-200').flatMap((c) => CHANNEL_FIELDS[c]);
const T0 = new Date(2024, 5, 12, 8, 0, 0).getTime() / 1000;

function reading(i: number): Reading {
  const empty = Object.fromEntries(READING_FIELDS.map((f) => [f, null])) as Omit<Reading, 'ts'>;
  return { ...empty, ts: T0 + i * 60, temperature: 4 + i / 10, humidity: 55, battery: 90, signal: 70, power: i % 2 };
}

function renderTable(rows: ReadingRows, language: Language = 'en') {
  return render(
    <I18nContextProvider value={createI18nProvider(language)}>
      <ReadingsTable rows={rows} fields={fields} />
    </I18nContextProvider>,
  );
}

const cut: ReadingRows = { list: Array.from({ length: 100 }, (_, i) => reading(i)), total: 1440, truncated: true, message: 'server text' };

describe('ReadingsTable', () => {
  it('shows the 100 rows with the spec’s truncation message naming the limit, and the total', () => {
    renderTable(cut);
    expect(screen.getByTestId('records-truncated')).toHaveTextContent('A query returns at most 100 rows; the rest were truncated');
    expect(screen.getByText('1,440 readings in this range')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(101);
  });

  it.each([
    ['zh-CN', '每次查询最多返回 100 条数据，超出部分已截断', '2024-06-12 08:00:00'],
    ['zh-TW', '每次查詢最多傳回 100 筆資料，超出部分已截斷', '2024/06/12 08:00:00'],
  ] as const)('says it in %s, with times in that language', (language, message, time) => {
    renderTable(cut, language);
    expect(screen.getByTestId('records-truncated')).toHaveTextContent(message);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent(time);
  });

  it('has no message when nothing was cut', () => {
    renderTable({ list: [reading(0)], total: 1, truncated: false });
    expect(screen.queryByTestId('records-truncated')).toBeNull();
    expect(screen.getByText('1 reading in this range')).toBeInTheDocument();
  });

  it('shows only the model’s channels, with units, and values as their fields keep them', () => {
    renderTable({ list: [reading(3)], total: 1, truncated: false });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Time', 'Temperature (°C)', 'Humidity (%RH)', 'Battery (%)', 'Signal (%)', 'External power']);
    const cells = within(screen.getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['2024-06-12 08:03:00', '4.3', '55.0', '90', '70', 'On']);
  });

  it('says when the range holds no reading', () => {
    renderTable({ list: [], total: 0, truncated: false });
    expect(screen.getByText('No readings in this range')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
