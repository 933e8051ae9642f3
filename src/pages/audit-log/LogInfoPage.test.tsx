/**
 * The Log info page over the real platform (issue 30 §1): the trail's entries listed with their
 * changes, and a modified entry (edited in the database directly) found by "Verify chain", which
 * names it and highlights its row.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { sql } from 'kysely';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, session } from '../../api';
import { isPostgres } from '../../../server/db/migrations/columns';
import { createI18nProvider } from '../../providers/i18nProvider';
import { ADMIN, loginAs } from '../../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { loginAs as platformLogin, signedInject } from '../../../test/support/testPlatform';
import { LogInfoPage } from './LogInfoPage';

vi.setConfig({ testTimeout: 60_000 });
let harness: PlatformHarness;

beforeAll(async () => {
  harness = await startPlatformServer();
  configureApi(harness.config, { getLang: () => 'en', onSessionLost: () => undefined, now: () => harness.platform.clock.now() });
  await loginAs(harness, ADMIN);
  // a few writes through the API, so the trail has entries
  const { session: admin } = await platformLogin(harness.platform, 'admin0001');
  for (const name of ['page-one', 'page-two', 'page-three']) {
    await signedInject(harness.platform, { method: 'POST', url: '/role', session: admin, json: { name, description: `about ${name}` } });
  }
}, 120_000);
afterAll(async () => {
  session.clear();
  await harness.close();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider('en')} queryClient={queryClient}>
        <LogInfoPage component="/management/loginfo/index" name="ManagementLogInfo" />
      </AdminContext>
    </MemoryRouter>,
  );
}

it('lists the entries with their changes, says the chain holds, then names and highlights a modified entry', async () => {
  const user = userEvent.setup();
  renderPage();
  const rows = await screen.findAllByTestId('audit-row');
  expect(rows.length).toBeGreaterThanOrEqual(3);
  expect(within(rows[0]!).getByText('admin0001')).toBeInTheDocument();
  expect(within(rows[0]!).getByText(/about page-three/)).toBeInTheDocument();

  await user.click(screen.getByTestId('audit-verify'));
  expect(await screen.findByTestId('audit-chain-ok')).toHaveTextContent(/The chain holds/);
  expect(screen.queryByTestId('audit-row-broken')).toBeNull();

  // someone with database rights edits the middle entry directly
  const db = harness.platform.app.db;
  const [, target] = await db.selectFrom('audit_entries').select(['id', 'created_at']).orderBy('id', 'desc').limit(2).execute();
  if (isPostgres(db)) await sql`alter table audit_entries disable trigger audit_entries_append_only`.execute(db);
  else await sql`drop trigger audit_entries_no_update`.execute(db);
  await sql`update audit_entries set changes = '[]' where id = ${target!.id}`.execute(db);

  await user.click(screen.getByTestId('audit-verify'));
  const alert = await screen.findByTestId('audit-chain-broken');
  expect(alert).toHaveTextContent(`The chain breaks at entry ${target!.id}`);
  expect(alert).toHaveTextContent(/changed after it was written/);
  const broken = screen.getByTestId('audit-row-broken');
  expect(within(broken).getAllByRole('cell')[0]!.textContent).toBe(String(target!.id));
  expect(screen.getAllByTestId('audit-row-broken')).toHaveLength(1);

  // "Chain broken here" brings the entry into the list around its time
  await user.click(screen.getByTestId('audit-show-broken'));
  await waitFor(() => expect(within(screen.getByTestId('audit-row-broken')).getAllByRole('cell')[0]!.textContent).toBe(String(target!.id)));
});
