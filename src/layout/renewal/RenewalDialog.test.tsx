/**
 * Spec §4's renewal dialog against the in-process platform and its seeded renewal notice: after
 * the announcements (never stacked over them), the expired count the server counts, closed only
 * once marked read (OK, or the link, which then opens /device/expired), gone at the next login,
 * and spec §8's message when a request fails.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, subscribeToasts, type Toast } from '../../api';
import { createI18nProvider } from '../../providers/i18nProvider';
import { LoginDialogs } from '../LoginDialogs';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { ADMIN, connectClient, loginAs, tamperRequests } from '../../../test/support/platformClient';

vi.setConfig({ testTimeout: 30_000 });

let harness: PlatformHarness;
const toasts: Toast[] = [];
let stopToasts: () => void = () => undefined;

async function start(overrides: { seedAnnouncements?: boolean } = {}) {
  harness = await startPlatformServer({ seedRenewalNotice: true, ...overrides });
  connectClient(harness);
  await loginAs(harness, ADMIN);
  stopToasts = subscribeToasts((toast) => toasts.push(toast));
}
afterEach(async () => {
  // react-admin's router keeps its place in the address's hash
  window.location.hash = '#/';
  stopToasts();
  toasts.length = 0;
  session.clear();
  await harness.close();
});

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}
const renderDialogs = () =>
  render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <LoginDialogs />
      <Where />
    </AdminContext>,
  );

async function expiredNow(): Promise<number> {
  const db = harness.platform.app.db;
  const company = await db.selectFrom('users').select('company_id').where('username', '=', ADMIN.username).executeTakeFirstOrThrow();
  const now = harness.platform.app.nowUnix();
  const rows = await db.selectFrom('devices').select('id').where('company_id', '=', company.company_id).where('expire_date', '<', now).execute();
  return rows.length;
}

describe('the renewal dialog', () => {
  it('shows the expired count; its link marks the notice read and opens /device/expired; the next login shows nothing', async () => {
    await start();
    const expected = await expiredNow();
    expect(expected).toBeGreaterThan(1);
    const view = renderDialogs();
    const dialog = await screen.findByRole('dialog', { name: 'Service renewal' });
    expect(screen.getByTestId('renewal-expired-count')).toHaveTextContent(`${expected} devices' service has expired.`);
    // neither Escape nor a click outside closes it
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'View the devices pending renewal' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/device/expired'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(harness.count('PUT', '/renewalnotice/read')).toBe(1);
    view.unmount();

    // the next login
    await loginAs(harness, ADMIN);
    renderDialogs();
    await waitFor(() => expect(harness.count('GET', '/renewalnotice/web')).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('waits for the announcements: it is asked for only once they are done, so two dialogs never stack', async () => {
    await start({ seedAnnouncements: true });
    const first = renderDialogs();
    await screen.findByRole('dialog', { name: /平台升级维护通知/ });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(harness.count('GET', '/renewalnotice/web')).toBe(0);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    first.unmount();
    // the announcements read (on another device): at the next load the renewal dialog is the only one
    const db = harness.platform.app.db;
    const admin = await db.selectFrom('users').select('id').where('username', '=', ADMIN.username).executeTakeFirstOrThrow();
    const ids = await db.selectFrom('announcements').select('id').execute();
    await db
      .insertInto('announcement_states')
      .values(ids.map(({ id }) => ({ announcement_id: id, user_id: admin.id, displayed: 1, read: 1, medium: 'web' })))
      .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doUpdateSet({ displayed: 1, read: 1 }))
      .execute();
    renderDialogs();
    await screen.findByRole('dialog', { name: 'Service renewal' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(harness.count('GET', '/renewalnotice/web')).toBe(1);
  });

  it("keeps the dialog open with spec §8's 'Request failed, please try again' when marking read fails, and closes on OK once it succeeds", async () => {
    await start();
    renderDialogs();
    await screen.findByRole('dialog', { name: 'Service renewal' });
    const undo = tamperRequests(
      (request) => request.method === 'PUT' && request.url === '/renewalnotice/read',
      (request) => void (request.url = '/renewalnotice/nothing-here'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ type: 'error', message: 'app.renewal.requestFailed' })]));
    expect(screen.getByRole('dialog', { name: 'Service renewal' })).toBeInTheDocument();
    expect(createI18nProvider('en').translate('app.renewal.requestFailed')).toBe('Request failed, please try again');
    undo();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where')).not.toHaveTextContent('/device/expired');
  });

  it("shows spec §8's message when the notice cannot be loaded, and no dialog", async () => {
    await start();
    const undo = tamperRequests(
      (request) => request.method === 'GET' && request.url === '/renewalnotice/web',
      (request) => void (request.url = '/renewalnotice/nothing-here'),
    );
    try {
      renderDialogs();
      await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ type: 'error', message: 'app.renewal.requestFailed' })]));
    } finally {
      undo();
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing when the company has no renewal notice', async () => {
    harness = await startPlatformServer();
    connectClient(harness);
    await loginAs(harness, ADMIN);
    renderDialogs();
    await waitFor(() => expect(harness.count('GET', '/renewalnotice/web')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
