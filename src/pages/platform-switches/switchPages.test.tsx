/**
 * The switch pages' logic and the layout's banner against the real platform (issue 30 §5): a
 * platform administrator saves the banner (bad input shown on its field, what was typed kept) and
 * turns read-only mode on; a signed-in operator's console then shows both; an operator's switch
 * pages say they are for a platform administrator.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureApi, session } from '../../api';
import { usePlatformSwitches } from '../../layout/platformBanner/usePlatformSwitches';
import { ADMIN, OPERATOR, loginAs } from '../../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { useBannerSettings } from './useBannerSettings';
import { useReadOnlyMode } from './useReadOnlyMode';

let harness: PlatformHarness;
beforeAll(async () => {
  harness = await startPlatformServer();
  configureApi(harness.config, { getLang: () => 'en', onSessionLost: () => undefined, now: () => harness.platform.clock.now() });
}, 60_000);
afterAll(async () => {
  session.clear();
  await harness.close();
});

describe('the switch pages and the console banner', () => {
  it('saves the banner and read-only mode as a platform administrator; an operator\u2019s console shows both', async () => {
    await loginAs(harness, ADMIN);
    const banner = renderHook(() => useBannerSettings());
    await waitFor(() => expect(banner.result.current.state.kind).toBe('ready'));
    // shown but without a text: refused on its field, the form kept as typed
    act(() => banner.result.current.change('enabled', true));
    act(() => banner.result.current.change('startsAt', 'not a time'));
    await act(() => banner.result.current.save());
    expect(banner.result.current.errors.startsAt).toBe('validation.invalid');
    act(() => banner.result.current.change('startsAt', ''));
    await act(() => banner.result.current.save());
    expect(banner.result.current.errors.textZhCN).toBe('A shown banner needs a text in at least one language');
    expect(banner.result.current.form.enabled).toBe(true);
    act(() => banner.result.current.change('textEn', 'Maintenance on Sunday 02:00–04:00'));
    await act(() => banner.result.current.save());
    expect(banner.result.current.errors).toEqual({});
    expect(banner.result.current.state).toMatchObject({ kind: 'ready', value: { enabled: true, updatedBy: ADMIN.username } });

    const mode = renderHook(() => useReadOnlyMode());
    await waitFor(() => expect(mode.result.current.state.kind).toBe('ready'));
    act(() => mode.result.current.setNote('until 04:00'));
    act(() => mode.result.current.askTurnOn());
    expect(mode.result.current.confirming).toBe(true);
    await act(() => mode.result.current.turnOn());
    expect(mode.result.current.state).toMatchObject({ kind: 'ready', value: { on: true, note: 'until 04:00' } });

    await loginAs(harness, OPERATOR);
    const console = renderHook(() => usePlatformSwitches());
    await waitFor(() => expect(console.result.current).not.toBeNull());
    expect(console.result.current).toEqual({ banner: { text: 'Maintenance on Sunday 02:00–04:00', severity: 'info' }, readOnly: { on: true, note: 'until 04:00' } });
    // the operator's own switch pages: a notice, not the form
    const refused = renderHook(() => useReadOnlyMode());
    await waitFor(() => expect(refused.result.current.state.kind).toBe('forbidden'));

    await loginAs(harness, ADMIN);
    const off = renderHook(() => useReadOnlyMode());
    await waitFor(() => expect(off.result.current.state.kind).toBe('ready'));
    await act(() => off.result.current.turnOff());
    expect(off.result.current.state).toMatchObject({ kind: 'ready', value: { on: false } });
  });
});
