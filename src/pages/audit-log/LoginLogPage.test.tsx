/** The Login log page over the real platform (issue 30 §1): the sign-ins listed with their result, and a refused range kept as typed. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, session } from '../../api';
import { createI18nProvider } from '../../providers/i18nProvider';
import { ADMIN, loginAs } from '../../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { LoginLogPage } from './LoginLogPage';

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

it('lists the sign-in with its result, and refuses an end before the start without losing the input', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider('en')} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LoginLogPage />
      </AdminContext>
    </MemoryRouter>,
  );
  const [row] = await screen.findAllByTestId('loginlog-row');
  expect(within(row!).getByText('admin0001')).toBeInTheDocument();
  expect(within(row!).getByText('Success')).toBeInTheDocument();

  const end = screen.getByTestId('log-filter-end');
  await user.clear(end);
  await user.type(end, '2020-01-01T00:00');
  await user.click(screen.getByTestId('log-search'));
  expect(await screen.findByTestId('log-range-error')).toHaveTextContent('The start time cannot exceed the end time');
  expect(end).toHaveValue('2020-01-01T00:00');
  expect(screen.getAllByTestId('loginlog-row').length).toBeGreaterThan(0);
});
