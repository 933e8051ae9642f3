/**
 * The detail page's small charts say what they show in words (issue 26 §3): an on/off channel
 * (external power, the door) reads its states, in each language, never "lowest 1, highest 1";
 * a measured one keeps its lowest, highest and last values.
 */
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { Language } from '../../../src/lib/language';
import type { ReadingField, SeriesPoint } from '../../../src/lib/readings';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { ChannelChart } from './ChannelChart';

vi.setConfig({ testTimeout: 20_000 });

const START = 1_700_000_000;
const series = (...values: number[]): SeriesPoint[] => values.map((v, i) => [START + i * 600, v]);

function words(field: ReadingField, points: SeriesPoint[], language: Language = 'en'): string {
  const view = render(
    <AdminContext i18nProvider={createI18nProvider(language)}>
      <ChannelChart field={field} series={points} start={START} end={START + 86_400} />
    </AdminContext>,
  );
  const text = screen.getByTestId(`chart-${field}`).querySelector('p')?.textContent ?? '';
  view.unmount();
  return text;
}

describe('a detail chart in words', () => {
  it('says external power was on the whole time, not its lowest and highest 1', () => {
    expect(words('power', series(1, 1, 1))).toBe('On the whole time');
    expect(words('power', series(0, 0))).toBe('Off the whole time');
  });

  it('says when the power went both on and off, and how it ended', () => {
    expect(words('power', series(1, 0, 1, 0))).toBe('Both On and Off; last Off');
    expect(words('door', series(0, 1))).toBe('Both Open and Closed; last Open');
  });

  it('reads on/off in Chinese too', () => {
    expect(words('power', series(1, 1), 'zh-CN')).toBe('全程接通');
    expect(words('power', series(1, 0), 'zh-TW')).toBe('接通與斷開均有，最新為斷開');
  });

  it('keeps the lowest, highest and last of a measured channel', () => {
    expect(words('temperature', series(4, 6.5, 5))).toBe('Lowest 4.0 °C, highest 6.5 °C, last 5.0 °C');
  });
});
