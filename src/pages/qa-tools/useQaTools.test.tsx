/**
 * The QA tools page's logic against the real platform (issue 30 §5): the devices listed, readings
 * injected and seen in the effects, a refused action's field message kept beside what was typed,
 * the log page listing the action; an operator without the permission is refused.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureApi, session } from '../../api';
import { ADMIN, OPERATOR, loginAs } from '../../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { useQaLog } from './useQaLog';
import { useQaTools } from './useQaTools';

let harness: PlatformHarness;
beforeAll(async () => {
  harness = await startPlatformServer();
  configureApi(harness.config, { getLang: () => 'en', onSessionLost: () => undefined, now: () => harness.platform.clock.now() });
}, 60_000);
afterAll(async () => {
  session.clear();
  await harness.close();
});

describe('useQaTools', () => {
  it('injects readings for the chosen device and shows them in its effects; the log lists the action', async () => {
    await loginAs(harness, ADMIN);
    const { result } = renderHook(() => useQaTools());
    await waitFor(() => expect(result.current.status).not.toBeNull());
    expect(result.current.status).toMatchObject({ enabled: true, canAct: true });
    const first = result.current.status!.devices[0]!;
    expect(result.current.deviceId).toBe(first.id);
    await waitFor(() => expect(result.current.effects).not.toBeNull());

    act(() => result.current.change('temperature', 'warm'));
    await act(() => result.current.run('readings'));
    expect(result.current.errors.temperature).toBeDefined();
    expect(result.current.forms.temperature).toBe('warm');

    act(() => result.current.change('temperature', '6.5'));
    act(() => result.current.change('count', '2'));
    await act(() => result.current.run('readings'));
    expect(result.current.errors).toEqual({});
    expect(result.current.outcome).toMatchObject({ action: 'readings', result: { stored: 2 } });
    expect(result.current.effects!.readings[0]!.temperature).toBe(6.5);

    const log = renderHook(() => useQaLog());
    await waitFor(() => expect(log.result.current.entries).not.toBeNull());
    expect(log.result.current.entries![0]).toMatchObject({ action: 'readings', username: ADMIN.username, deviceNumber: first.number });
  });

  it('tells an operator without the QA pages nothing', async () => {
    await loginAs(harness, OPERATOR);
    const { result } = renderHook(() => useQaTools());
    await waitFor(() => expect(result.current.loadFailed).toBe(true));
    expect(result.current.status).toBeNull();
  });
});
