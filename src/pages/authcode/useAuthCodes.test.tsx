/** The authorization codes page's logic against the real platform: list, a key shown once, revoke. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureApi, session } from '../../api';
import { DOCKING_KEY_PATTERN } from '../../lib/docking';
import { ADMIN, loginAs } from '../../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { useAuthCodes } from './useAuthCodes';

let harness: PlatformHarness;
beforeAll(async () => {
  harness = await startPlatformServer();
  configureApi(harness.config, { getLang: () => 'en', onSessionLost: () => undefined, now: () => harness.platform.clock.now() });
  await loginAs(harness, ADMIN);
});
afterAll(async () => {
  session.clear();
  await harness.close();
});

describe('useAuthCodes', () => {
  it('makes a key shown once, lists it by its prefix only, and revokes it after the confirmation', async () => {
    const { result } = renderHook(() => useAuthCodes());
    await waitFor(() => expect(result.current.codes).toEqual([]));
    expect(result.current.active).toBe(true);
    act(() => result.current.setDescription('  WMS  '));
    await act(() => result.current.create());
    const created = result.current.created!;
    expect(created.key).toMatch(DOCKING_KEY_PATTERN);
    expect(result.current.codes).toEqual([expect.objectContaining({ id: created.id, prefix: created.prefix, description: 'WMS', revokedAt: null })]);
    expect(JSON.stringify(result.current.codes)).not.toContain(created.key);
    act(() => result.current.closeCreated());
    expect(result.current.created).toBeNull();

    act(() => result.current.askRevoke(result.current.codes![0]!));
    act(() => result.current.cancelRevoke());
    expect(result.current.codes![0]!.revokedAt).toBeNull();
    act(() => result.current.askRevoke(result.current.codes![0]!));
    await act(() => result.current.confirmRevoke());
    expect(result.current.codes![0]!.revokedAt).toEqual(expect.any(Number));
  });

  it('says the service is not activated, and the server refuses a new code', async () => {
    await harness.platform.app.db.updateTable('companies').set({ data_interface: 0 }).where('id', '=', 1).execute();
    const { result } = renderHook(() => useAuthCodes());
    await waitFor(() => expect(result.current.active).toBe(false));
    await act(() => result.current.create());
    expect(result.current.error).toBe('The data interface is a premium service that is not activated: please contact sales');
    expect(result.current.created).toBeNull();
    await harness.platform.app.db.updateTable('companies').set({ data_interface: 1 }).where('id', '=', 1).execute();
  });
});
