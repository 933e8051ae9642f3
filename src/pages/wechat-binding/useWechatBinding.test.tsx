/** The WeChat binding hook against the real platform (test/support), signed in as the admin (who has the page). */
import { act, renderHook, waitFor } from '@testing-library/react';
import { session } from '../../api';
import { WECHAT_TICKET_TTL_SECONDS } from '../../lib/wechatBinding';
import { ADMIN, connectClient, loginAs } from '../../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { useWechatBinding } from './useWechatBinding';

let harness: PlatformHarness;
beforeAll(async () => {
  harness = await startPlatformServer();
  connectClient(harness);
}, 60_000);
afterAll(() => harness.close());
beforeEach(() => loginAs(harness, ADMIN), 30_000);
afterEach(() => session.clear());

const bindings = () => harness.platform.app.db.selectFrom('wechat_bindings').selectAll().execute();

describe('useWechatBinding', { timeout: 30_000 }, () => {
  it('shows a QR code, binds on the simulated scan, and unbinds', async () => {
    const { result } = renderHook(() => useWechatBinding());
    await waitFor(() => expect(result.current.status).toMatchObject({ bound: false, simulated: true }));
    await act(() => result.current.start());
    expect(result.current.flow).toMatchObject({ step: 'qr', secondsLeft: WECHAT_TICKET_TTL_SECONDS });
    if (result.current.flow.step === 'qr') expect(result.current.flow.ticket.qr).toMatch(/^data:image\/svg\+xml;base64,/);

    await act(() => result.current.simulate());
    expect(result.current.flow).toEqual({ step: 'idle' });
    expect(result.current.status).toMatchObject({ bound: true });
    expect(await bindings()).toHaveLength(1);

    await act(() => result.current.remove());
    expect(result.current.status).toMatchObject({ bound: false });
    expect(await bindings()).toEqual([]);
  });

  it('says the code has expired when its time is up, and offers a new one', async () => {
    const { result } = renderHook(() => useWechatBinding());
    await waitFor(() => expect(result.current.status).not.toBeNull());
    await act(() => result.current.start());
    act(() => harness.platform.clock.advance(WECHAT_TICKET_TTL_SECONDS));
    await waitFor(() => expect(result.current.flow).toEqual({ step: 'expired' }), { timeout: 5000 });
    await act(() => result.current.start());
    expect(result.current.flow.step).toBe('qr');
    expect(await bindings()).toEqual([]);
  });
});
