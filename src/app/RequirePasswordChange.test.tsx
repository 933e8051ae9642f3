// vitest.config.ts: isolated (the user info and first-page loads it waits for are module state another file may have started)
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContext } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../api';
import { createI18nProvider } from '../providers/i18nProvider';
import { connectClient, loginAs, OPERATOR } from '../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../test/support/platformServer';
import { withQueryClient } from '../../test/support/withQueryClient';
import { RequirePasswordChange } from './RequirePasswordChange';

let harness: PlatformHarness;
beforeEach(async () => {
  harness = await startPlatformServer();
  connectClient(harness);
  // as an admin's reset leaves it (server/routes/user)
  await harness.platform.app.db.updateTable('users').set({ must_change_password: 1 }).where('username', '=', OPERATOR.username).execute();
  await loginAs(harness, OPERATOR);
});
afterEach(async () => {
  session.clear();
  await harness.close();
});

function renderGuard() {
  render(
    withQueryClient(
      <I18nContext.Provider value={createI18nProvider('en')}>
        <MemoryRouter initialEntries={['/index']}>
          <RequirePasswordChange>
            <div data-testid="layout">layout</div>
          </RequirePasswordChange>
        </MemoryRouter>
      </I18nContext.Provider>,
    ),
  );
}

// MUI in jsdom and SM2 are slow on the shared 2-core machine
describe('the must-change-password step (issue 10 §2)', { timeout: 30_000 }, () => {
  it('shows the step instead of the layout, and the layout once the password is changed', async () => {
    const user = userEvent.setup();
    renderGuard();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByTestId('layout')).toBeNull();
    await user.type(screen.getByLabelText(/^current password/i), OPERATOR.password);
    await user.type(screen.getByLabelText(/^new password/i), 'Changed#42');
    await user.type(screen.getByLabelText(/^confirm the new password/i), 'Changed#42{Enter}');
    expect(await screen.findByTestId('layout')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change password' })).toBeNull();
  });

  it('after a reload, learns the flag from the user info before showing anything', async () => {
    session.hydrate(); // a reload: only the cookies are left, the username is unknown
    expect(session.get().username).toBe('');
    renderGuard();
    // the user info's round trip through the in-process server, then MUI: seconds on a loaded CI
    // re-queried on each try: a re-render may replace the node a one-shot find returned
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.queryByTestId('layout')).toBeNull();
    expect(harness.count('GET', '/auth/info')).toBeGreaterThan(0);
    expect(harness.count('GET', '/menu/routerinfo')).toBe(0);
  });
});
