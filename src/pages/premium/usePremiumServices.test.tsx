/** The premium services page's logic against the real platform: sales' actions, the confirmation, and a customer told to contact sales. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureApi, session } from '../../api';
import { SERVICE_STATE } from '../../lib/premium';
import { ADMIN, loginAs } from '../../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/accounts';
import { usePremiumServices } from './usePremiumServices';
import { useTvShow } from './useTvShow';

const CUSTOMER = DEMO_ACCOUNTS.find((account) => account.username === 'admin0002')!;

let harness: PlatformHarness;
beforeAll(async () => {
  harness = await startPlatformServer();
  configureApi(harness.config, { getLang: () => 'en', onSessionLost: () => undefined, now: () => harness.platform.clock.now() });
}, 60_000);
afterAll(async () => {
  session.clear();
  await harness.close();
});

describe('usePremiumServices', { timeout: 60_000 }, () => {
  it('lets sales start a trial, and ends a service only after the confirmation', async () => {
    await loginAs(harness, ADMIN);
    const { result } = renderHook(() => usePremiumServices());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.canActivate).toBe(true);
    const second = result.current.companies.find((company) => company.companyId !== result.current.ownCompanyId)!;
    act(() => result.current.act({ company: second, service: 'backup', action: 'trial' }));
    await waitFor(() => expect(result.current.saved).toBe(SERVICE_STATE.trial));
    const stateOf = () => result.current.companies.find((c) => c.companyId === second.companyId)!.services.find((s) => s.service === 'backup')!;
    expect(stateOf()).toMatchObject({ state: SERVICE_STATE.trial, deviceLimit: 50, trialUsed: true });

    act(() => result.current.act({ company: second, service: 'backup', action: 'cancel' }));
    expect(result.current.confirming).toMatchObject({ action: 'cancel' });
    act(() => result.current.cancelConfirm());
    expect(stateOf().state).toBe(SERVICE_STATE.trial);
    act(() => result.current.act({ company: second, service: 'backup', action: 'cancel' }));
    await act(() => result.current.confirm());
    expect(stateOf().state).toBe(SERVICE_STATE.notActivated);

    act(() => result.current.setSearch('no such company'));
    expect(result.current.companies).toEqual([]);
  });

  it('shows a customer the "contact sales" refusal, and refuses the TV show where it is not active', async () => {
    await loginAs(harness, CUSTOMER);
    const { result } = renderHook(() => usePremiumServices());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.canActivate).toBe(false);
    expect(result.current.companies).toHaveLength(1);
    act(() => result.current.act({ company: result.current.companies[0]!, service: 'tvshow', action: 'subscribe' }));
    await waitFor(() => expect(result.current.error).toBe('Premium services are activated by sales: please contact sales'));
    const tv = renderHook(() => useTvShow(true));
    await waitFor(() => expect(tv.result.current.error).toBe('This premium service is not activated for your company: please contact sales'));
    expect(tv.result.current.board).toBeNull();
  });

  it('brings the TV show board where the service is active', async () => {
    await loginAs(harness, ADMIN);
    const tv = renderHook(() => useTvShow(true));
    await waitFor(() => expect(tv.result.current.board).not.toBeNull());
    expect(tv.result.current.board!.devices.total).toBeGreaterThan(0);
    tv.unmount();
  });
});
