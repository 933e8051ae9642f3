/** The Users tool's logic against the real platform (issue 30 §5): nothing runs until confirmed; a confirmed action updates the row. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureApi, session } from '../../api';
import { ADMIN, loginAs } from '../../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { useUsersTool } from './useUsersTool';

vi.setConfig({ testTimeout: 60_000 });
let harness: PlatformHarness;
beforeAll(async () => {
  harness = await startPlatformServer();
  configureApi(harness.config, { getLang: () => 'en', onSessionLost: () => undefined, now: () => harness.platform.clock.now() });
  await loginAs(harness, ADMIN);
}, 120_000);
afterAll(async () => {
  session.clear();
  await harness.close();
});

const mustChange = async () =>
  (await harness.platform.app.db.selectFrom('users').select('must_change_password').where('username', '=', 'operator01').executeTakeFirstOrThrow()).must_change_password;

it('finds a user, runs nothing on cancel, and forces the password change once confirmed', async () => {
  const { result } = renderHook(() => useUsersTool());
  act(() => result.current.setQuery('operator'));
  await act(() => result.current.search());
  await waitFor(() => expect(result.current.users?.map((u) => u.username)).toEqual(['operator01']));
  const operator = result.current.users![0]!;

  act(() => result.current.ask(operator, 'forcePasswordChange'));
  expect(result.current.pending).toEqual({ user: operator, action: 'forcePasswordChange' });
  act(() => result.current.cancel());
  expect(result.current.pending).toBeNull();
  expect(await mustChange()).toBe(0);

  act(() => result.current.ask(operator, 'forcePasswordChange'));
  await act(() => result.current.confirm());
  expect(await mustChange()).toBe(1);
  expect(result.current.done).toBe('forcePasswordChange');
  expect(result.current.users![0]).toMatchObject({ username: 'operator01', mustChangePassword: true });
});
