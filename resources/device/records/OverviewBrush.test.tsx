/** The brush with the keyboard (issue 12 §3 "keyboard access for the brush"), through the chart's zoom hook. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { KEY_STEP } from './brush';
import { OverviewBrush } from './OverviewBrush';
import { KEY_COMMIT_DELAY_MS, useChartZoom } from './useChartZoom';

const bounds = { from: 1_718_000_000, to: 1_718_000_000 + 86400 };
const step = 86400 * KEY_STEP;
function Harness() {
  const zoom = useChartZoom(bounds);
  return (
    <>
      <OverviewBrush bounds={bounds} selection={zoom.selection} select={zoom.select} reset={zoom.reset} height={48} inset={{ left: 0, right: 0 }}>
        <div />
      </OverviewBrush>
      <output data-testid="zoom">{JSON.stringify(zoom.zoom)}</output>
    </>
  );
}

/** The range the chart is asked for (null: the whole range). */
const zoomed = () => JSON.parse(screen.getByTestId('zoom').textContent!) as unknown;

const brush = () => screen.getByRole('slider', { name: 'Zoomed stretch' });
const shown = () => ({ from: Number(brush().getAttribute('aria-valuenow')), width: brush().style.left });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the brush’s keyboard', () => {
  it('narrows with Shift+Left, moves with the arrows, and zooms the chart after a pause', () => {
    render(
      <I18nContextProvider value={createI18nProvider('en')}>
        <Harness />
      </I18nContextProvider>,
    );
    expect(brush()).toHaveAttribute('aria-valuemin', String(bounds.from));
    expect(brush()).toHaveAccessibleDescription(/Left and Right arrows move the stretch/);
    expect(zoomed()).toBeNull();

    act(() => brush().focus());
    fireEvent.keyDown(brush(), { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(brush(), { key: 'ArrowLeft', shiftKey: true });
    // the selection follows at once; the chart waits for the keys to stop
    expect(brush().style.right).toBe(`${KEY_STEP * 2 * 100}%`);
    expect(zoomed()).toBeNull();
    act(() => vi.advanceTimersByTime(KEY_COMMIT_DELAY_MS));
    expect(zoomed()).toEqual({ from: bounds.from, to: bounds.to - 2 * step });

    fireEvent.keyDown(brush(), { key: 'ArrowRight' });
    expect(shown().from).toBe(bounds.from + step);
    fireEvent.keyDown(brush(), { key: 'ArrowRight' });
    fireEvent.keyDown(brush(), { key: 'ArrowRight' });
    // stopped at the end of the range
    expect(shown().from).toBe(bounds.from + 2 * step);
    act(() => vi.advanceTimersByTime(KEY_COMMIT_DELAY_MS));
    expect(zoomed()).toEqual({ from: bounds.from + 2 * step, to: bounds.to });

    fireEvent.keyDown(brush(), { key: 'Home' });
    expect(shown().from).toBe(bounds.from);
    fireEvent.keyDown(brush(), { key: 'ArrowUp' });
    act(() => vi.advanceTimersByTime(KEY_COMMIT_DELAY_MS));
    expect(zoomed()).toEqual({ from: bounds.from + (86400 - 2 * step) / 4, to: bounds.from + ((86400 - 2 * step) * 3) / 4 });

    fireEvent.keyDown(brush(), { key: 'Escape' });
    expect(zoomed()).toBeNull();
    expect(brush().style.left).toBe('0%');
    expect(brush().style.right).toBe('0%');
  });

  it('leaves other keys to the page', () => {
    render(
      <I18nContextProvider value={createI18nProvider('en')}>
        <Harness />
      </I18nContextProvider>,
    );
    const tab = fireEvent.keyDown(brush(), { key: 'Tab' });
    expect(tab).toBe(true);
    const arrow = fireEvent.keyDown(brush(), { key: 'ArrowLeft', shiftKey: true });
    expect(arrow).toBe(false);
  });
});

describe('the brush’s pointer', () => {
  it('selects a dragged stretch when released, and ignores a click', () => {
    render(
      <I18nContextProvider value={createI18nProvider('en')}>
        <Harness />
      </I18nContextProvider>,
    );
    const strip = screen.getByTestId('overview-brush');
    vi.spyOn(strip, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      width: 1000,
      top: 0,
      height: 48,
      right: 1000,
      bottom: 48,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerDown(strip, { button: 0, clientX: 400, pointerId: 1 });
    fireEvent.pointerUp(strip, { clientX: 401, pointerId: 1 });
    expect(zoomed()).toBeNull();

    fireEvent.pointerDown(strip, { button: 0, clientX: 250, pointerId: 1 });
    fireEvent.pointerMove(strip, { clientX: 400, pointerId: 1 });
    // the selection follows the pointer; the chart waits for the release
    expect(brush().style.left).toBe('25%');
    expect(zoomed()).toBeNull();
    fireEvent.pointerUp(strip, { clientX: 500, pointerId: 1 });
    expect(zoomed()).toEqual({ from: bounds.from + 86400 / 4, to: bounds.from + 86400 / 2 });

    // pressed inside the selection, a drag moves it
    fireEvent.pointerDown(strip, { button: 0, clientX: 300, pointerId: 1 });
    fireEvent.pointerMove(strip, { clientX: 400, pointerId: 1 });
    fireEvent.pointerUp(strip, { clientX: 400, pointerId: 1 });
    expect(zoomed()).toEqual({ from: bounds.from + 86400 * 0.35, to: bounds.from + 86400 * 0.6 });
  });
});
