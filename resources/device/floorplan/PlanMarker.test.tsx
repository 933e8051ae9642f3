/**
 * A placed device's marker (issue 29 §5): keyboard access. The arrow keys move the focused marker
 * 1 % of the plan (Shift: 10 %), kept on the plan; Delete takes it off; without the edit code the
 * keys do nothing. Its name and reading are in its accessible name.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import type { PlacedDevice } from '../../../src/lib/floorPlans';
import type { MonitorRow } from '../../../src/lib/readings';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { PlanMarker } from './PlanMarker';

const device = {
  id: 7,
  number: '10000007',
  name: 'Room-A',
  type: 'temperature_humidity',
  model: 'CTH-200',
  organizationId: 1,
  assetId: null,
  channels: ['temperature', 'humidity'],
  thresholds: { temperatureMin: 2, temperatureMax: 8, humidityMin: null, humidityMax: null },
  online: true,
  lastSeen: 1_700_000_000,
  reading: { ts: 1_700_000_000, temperature: 4.6, humidity: 61.2 },
  state: 'normal',
} as unknown as MonitorRow;

function renderMarker(placed: PlacedDevice, canEdit = true) {
  const onMove = vi.fn();
  const onRemove = vi.fn();
  render(
    <I18nContextProvider value={createI18nProvider('en')}>
      <PlanMarker placed={placed} locale="en" canEdit={canEdit} onMove={onMove} onRemove={onRemove} onPointerDown={() => undefined} />
    </I18nContextProvider>,
  );
  const marker = screen.getByTestId('plan-marker');
  marker.focus();
  return { marker, onMove, onRemove };
}

describe('PlanMarker', () => {
  it('moves by the arrow keys: 1 % a press, 10 % with Shift, each press from where the last one asked', () => {
    // the stored move has not come back between the presses (the props stay): no press undoes another
    const { marker, onMove } = renderMarker({ x: 0.5, y: 0.5, device, openAlarms: 0, alarmLevel: null });
    fireEvent.keyDown(marker, { key: 'ArrowRight' });
    expect(onMove).toHaveBeenLastCalledWith(7, { x: 0.51, y: 0.5 });
    fireEvent.keyDown(marker, { key: 'ArrowUp' });
    expect(onMove).toHaveBeenLastCalledWith(7, { x: 0.51, y: 0.49 });
    fireEvent.keyDown(marker, { key: 'ArrowDown', shiftKey: true });
    expect(onMove).toHaveBeenLastCalledWith(7, { x: 0.51, y: 0.59 });
    fireEvent.keyDown(marker, { key: 'ArrowLeft', shiftKey: true });
    expect(onMove).toHaveBeenLastCalledWith(7, { x: 0.41, y: 0.59 });
    fireEvent.keyDown(marker, { key: 'a' });
    expect(onMove).toHaveBeenCalledTimes(4);
  });

  it('stays on the plan: no move past an edge', () => {
    const { marker, onMove } = renderMarker({ x: 1, y: 0.05, device, openAlarms: 0, alarmLevel: null });
    fireEvent.keyDown(marker, { key: 'ArrowRight' });
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.keyDown(marker, { key: 'ArrowUp', shiftKey: true });
    expect(onMove).toHaveBeenLastCalledWith(7, { x: 1, y: 0 });
  });

  it('is taken off the plan with Delete', () => {
    const { marker, onRemove, onMove } = renderMarker({ x: 0.2, y: 0.2, device, openAlarms: 0, alarmLevel: null });
    fireEvent.keyDown(marker, { key: 'Delete' });
    expect(onRemove).toHaveBeenCalledWith(7);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('ignores the keys without the edit code, and names the device, its reading and state', () => {
    const { marker, onMove, onRemove } = renderMarker({ x: 0.5, y: 0.5, device, openAlarms: 0, alarmLevel: null }, false);
    fireEvent.keyDown(marker, { key: 'ArrowRight' });
    fireEvent.keyDown(marker, { key: 'Delete' });
    expect(onMove).not.toHaveBeenCalled();
    expect(onRemove).not.toHaveBeenCalled();
    expect(marker.getAttribute('aria-label')).toMatch(/^Room-A: 4\.6 °C · 61\.2 %.*, Normal$/);
    expect(marker.style.left || getComputedStyle(marker).left).toBe('50%');
    expect(screen.queryByTestId('plan-marker-alarm')).toBeNull();
  });

  it('shows its open alarms and their level', () => {
    const { marker } = renderMarker({ x: 0.5, y: 0.5, device: { ...device, state: 'exceeding' }, openAlarms: 2, alarmLevel: 3 }, false);
    expect(screen.getByTestId('plan-marker-alarm').textContent).toBe('2 open alarms (level 3)');
    expect(screen.getByTestId('plan-marker-state').textContent).toBe('Exceeding');
    expect(marker.getAttribute('aria-label')).toMatch(/Exceeding, 2 open alarms \(level 3\)$/);
  });
});
