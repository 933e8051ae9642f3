/**
 * The records chart in jsdom, with a measured width and a canvas that records what is drawn:
 * it asks for twice the plot's width in points, draws a panel per shown channel with the band
 * and the stretches, says when the range is empty, and asks again for a zoomed stretch.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import type { ReadingChart } from '../../../src/lib/readings';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { withQueryClient } from '../../../test/support/withQueryClient';
import { PLOT_MARGIN } from './chartTheme';
import { RecordsChart } from './RecordsChart';
import { KEY_COMMIT_DELAY_MS } from './useChartZoom';
import { stubApi } from '../../../test/support/stubApi';

vi.setConfig({ testTimeout: 20_000 });

const get = vi.fn();
stubApi({ get });

const WIDTH = 800;
const start = 1_718_000_000;
const end = start + 86_400;
let fills: string[] = [];

/** A 2D context that draws nothing and remembers the colours of its filled rectangles. */
function fakeContext(): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = {};
  return new Proxy(state, {
    get(target, key) {
      if (key === 'fillRect') return () => fills.push(String(target.fillStyle));
      if (key === 'measureText') return () => ({ width: 10 });
      if (key in target) return target[key];
      return () => undefined;
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

function chart(total: number): ReadingChart {
  const series = (f: (i: number) => number) => Array.from({ length: total }, (_, i) => [start + i * 600, f(i)] as [number, number]);
  return {
    series: {
      temperature: series((i) => (i === 50 ? 12 : 5)),
      humidity: series(() => 60),
      battery: series(() => 90),
      signal: series(() => 70),
      power: series(() => 1),
    },
    total,
    thresholds: { temperatureMin: 2, temperatureMax: 8, humidityMin: null, humidityMax: null },
  };
}

const chartCalls = () => get.mock.calls.filter(([, params]) => params.mode === 'chart').map(([, params]) => params);

function renderChart() {
  return render(
    withQueryClient(
      <I18nContextProvider value={createI18nProvider('en')}>
        <RecordsChart deviceId={7} range={{ start, end }} fields={['temperature', 'humidity', 'battery', 'signal', 'power']} />
      </I18nContextProvider>,
    ),
  );
}

beforeEach(() => {
  fills = [];
  get.mockReset();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: WIDTH,
    height: 300,
    left: 0,
    top: 0,
    right: WIDTH,
    bottom: 300,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeContext() as never);
});

describe('RecordsChart', () => {
  it('asks for twice the plot width and draws temperature and humidity with their band and the stretch out of it', async () => {
    get.mockResolvedValue(chart(144));
    renderChart();
    await waitFor(() => expect(screen.getByTestId('chart-temperature')).toHaveAttribute('data-painted', `${start}:${end}`));
    expect(chartCalls()).toEqual([{ start, end, mode: 'chart', points: 2 * (WIDTH - PLOT_MARGIN.left - PLOT_MARGIN.right) }]);
    expect(screen.getByTestId('chart-humidity')).toHaveAttribute('data-painted', `${start}:${end}`);
    expect(screen.queryByTestId('chart-battery')).toBeNull();
    expect(screen.getByText('Allowed range')).toBeInTheDocument();
    // the band (green) and the spike's stretch (red) were filled on the canvas
    expect(fills.some((f) => f.startsWith('rgba(46, 125, 50'))).toBe(true);
    expect(fills.some((f) => f.startsWith('rgba(211, 47, 47'))).toBe(true);
    expect(screen.getByRole('img', { name: 'Temperature (°C) chart, 1 stretch out of range' })).toBeInTheDocument();

    // another channel, on demand, from the same answer
    fireEvent.click(screen.getByRole('button', { name: 'Battery' }));
    expect(screen.getByTestId('chart-battery')).toBeInTheDocument();
    expect(chartCalls()).toHaveLength(1);
  });

  it('asks again, at the same detail, for the stretch the brush zooms to, and resets', async () => {
    get.mockResolvedValue(chart(144));
    renderChart();
    const brush = await screen.findByRole('slider', { name: 'Zoomed stretch' });
    act(() => brush.focus());
    fireEvent.keyDown(brush, { key: 'ArrowUp' });
    await act(() => new Promise((r) => setTimeout(r, KEY_COMMIT_DELAY_MS + 50)));
    const zoomed = { start: start + 86_400 / 4, end: start + (86_400 * 3) / 4 };
    await waitFor(() => expect(chartCalls()).toContainEqual({ ...zoomed, mode: 'chart', points: 1464 }));
    await waitFor(() => expect(screen.getByTestId('chart-temperature')).toHaveAttribute('data-painted', `${zoomed.start}:${zoomed.end}`));
    expect(screen.getByText(/^Showing /)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    await waitFor(() => expect(screen.getByTestId('chart-temperature')).toHaveAttribute('data-painted', `${start}:${end}`));
    // the whole range was still known: not asked again
    expect(chartCalls()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Reset zoom' })).toBeDisabled();
  });

  it('shows loading while it asks, and says when the range holds nothing', async () => {
    let answer: (value: ReadingChart) => void = () => undefined;
    get.mockReturnValue(new Promise<ReadingChart>((resolve) => (answer = resolve)));
    renderChart();
    expect(await screen.findByRole('progressbar', { name: 'Loading readings…' })).toBeInTheDocument();
    await act(async () => answer(chart(0)));
    expect(await screen.findByText('No readings in this range')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('chart-temperature')).toBeNull();
  });
});
