/**
 * The device analysis page's logic against the real platform (issue 30 §5): the ranked list, and
 * a battery date recorded through the dialog (a date in the future refused on its field, kept as typed).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureApi, session } from '../../api';
import { ADMIN, loginAs } from '../../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { useDeviceAnalysis } from './useDeviceAnalysis';

let harness: PlatformHarness;
beforeAll(async () => {
  harness = await startPlatformServer();
  configureApi(harness.config, { getLang: () => 'en', onSessionLost: () => undefined, now: () => harness.platform.clock.now() });
  await loginAs(harness, ADMIN);
}, 60_000);
afterAll(async () => {
  session.clear();
  await harness.close();
});

describe('useDeviceAnalysis', () => {
  it('lists the devices ranked by attention and records a battery date', async () => {
    const { result } = renderHook(() => useDeviceAnalysis());
    await waitFor(() => expect(result.current.answer).not.toBeNull(), { timeout: 20_000 });
    const scores = result.current.answer!.devices.map((d) => d.score);
    expect(scores.length).toBeGreaterThan(0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const device = result.current.answer!.devices[0]!;

    act(() => result.current.edit(device));
    const nextYear = `${new Date(harness.platform.clock.now()).getFullYear() + 1}-06-01`;
    act(() => result.current.setBatteryDay(nextYear));
    await act(() => result.current.saveBattery());
    expect(result.current.batteryError).toBe('The date cannot be in the future');
    expect(result.current.batteryDay).toBe(nextYear);

    act(() => result.current.setBatteryDay('2020-03-01'));
    await act(() => result.current.saveBattery());
    expect(result.current.editing).toBeNull();
    const updated = result.current.answer!.devices.find((d) => d.id === device.id)!;
    expect(updated.battery.replace).toBe(true);
    expect(updated.reasons).toContain('batteryAge');
  }, 60_000);
});
