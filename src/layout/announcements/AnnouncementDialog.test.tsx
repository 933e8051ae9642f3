/**
 * Spec §4's announcement dialog against the in-process platform and its seeded announcements (one
 * mandatory HTML with a 5 s wait, one URL): one at a time with its position, displayed and read
 * marked on the server, the wait and the box of a mandatory one, Previous, Close, the badge, and a
 * second login that shows nothing. Its HTML is shown only sanitized; a failed load is only logged.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, subscribeToasts, type Toast } from '../../api';
import { createI18nProvider } from '../../providers/i18nProvider';
import { AnnouncementDialog } from './AnnouncementDialog';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { ADMIN, connectClient, loginAs, tamperRequests } from '../../../test/support/platformClient';

let harness: PlatformHarness;
const toasts: Toast[] = [];
let stopToasts: () => void = () => undefined;

beforeEach(async () => {
  harness = await startPlatformServer({ seedAnnouncements: true });
  connectClient(harness);
  await loginAs(harness, ADMIN);
  session.set({ unreadAnnouncements: 2 });
  stopToasts = subscribeToasts((toast) => toasts.push(toast));
});
afterEach(async () => {
  stopToasts();
  toasts.length = 0;
  vi.useRealTimers();
  session.clear();
  await harness.close();
});

const renderDialog = () =>
  render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <AnnouncementDialog />
    </AdminContext>,
  );

async function states() {
  const db = harness.platform.app.db;
  const admin = await db.selectFrom('users').select('id').where('username', '=', ADMIN.username).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('announcement_states')
    .innerJoin('announcements', 'announcements.id', 'announcement_states.announcement_id')
    .select(['announcements.title', 'displayed', 'read', 'medium'])
    .where('user_id', '=', admin.id)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.title, { displayed: Number(row.displayed), read: Number(row.read), medium: row.medium }]));
}

const MANDATORY = '平台升级维护通知';
const URL_ONE = '设备续费政策说明';
const next = () => screen.getByRole('button', { name: /^(Next|Close)( \(\d s\))?$/ });

describe('the announcement dialog', () => {
  it('shows each unread one with its position, waits and asks for the box on a mandatory one, goes back, and ends with Close', async () => {
    // the countdown's timer and clock (vi.waitFor keeps real ones for its polling)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: new RegExp(MANDATORY) });
    expect(within(dialog).getByTestId('announcement-position')).toHaveTextContent('1 / 2');
    expect(within(dialog).getByTestId('announcement-html')).toHaveTextContent('Platform maintenance this Saturday');
    expect(within(dialog).queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '续费政策.html' })).toBeInTheDocument();
    // Next waits the announcement's 5 s, counting down every second
    expect(next()).toBeDisabled();
    expect(next()).toHaveTextContent('Next (5 s)');
    act(() => vi.advanceTimersByTime(1000));
    expect(next()).toHaveTextContent('Next (4 s)');
    await vi.waitFor(async () => expect((await states())[MANDATORY]).toEqual({ displayed: 1, read: 0, medium: 'web' }));
    // Escape does not close it
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4000));
    expect(next()).toBeEnabled();
    expect(next()).toHaveTextContent(/^Next$/);
    // not ticked: the spec's warning, and it stays
    fireEvent.click(next());
    expect(toasts).toEqual([expect.objectContaining({ type: 'warning', message: 'app.announcements.confirmFirst' })]);
    expect(screen.getByTestId('announcement-position')).toHaveTextContent('1 / 2');

    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and understood the above announcement.' }));
    fireEvent.click(next());
    await screen.findByRole('dialog', { name: new RegExp(URL_ONE) });
    expect(screen.getByTestId('announcement-position')).toHaveTextContent('2 / 2');
    expect(session.get().unreadAnnouncements).toBe(1);
    const frame = screen.getByTestId('announcement-frame');
    expect(frame.getAttribute('src')).toMatch(/^https?:\/\/[^/]+\/.+/);
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-same-origin');
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-top-navigation');
    expect(next()).toHaveTextContent(/^Close$/);
    await vi.waitFor(async () => expect((await states())[MANDATORY]).toMatchObject({ read: 1 }));

    // back to the one read: ticked, and no wait
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('announcement-position')).toHaveTextContent('1 / 2');
    expect(screen.getByRole('checkbox', { name: 'I have read and understood the above announcement.' })).toBeChecked();
    expect(next()).toBeEnabled();
    fireEvent.click(next());
    expect(session.get().unreadAnnouncements).toBe(1);
    fireEvent.click(next());
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.get().unreadAnnouncements).toBe(0);
    await vi.waitFor(async () =>
      expect(await states()).toEqual({
        [MANDATORY]: { displayed: 1, read: 1, medium: 'web' },
        [URL_ONE]: { displayed: 1, read: 1, medium: 'web' },
      }),
    );
  });

  it('shows nothing to a login that has read them all', async () => {
    const db = harness.platform.app.db;
    const admin = await db.selectFrom('users').select('id').where('username', '=', ADMIN.username).executeTakeFirstOrThrow();
    const ids = await db.selectFrom('announcements').select('id').execute();
    await db.insertInto('announcement_states').values(ids.map(({ id }) => ({ announcement_id: id, user_id: admin.id, displayed: 1, read: 1, medium: 'web' }))).execute();
    renderDialog();
    await waitFor(() => expect(harness.count('GET', '/announcement')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows HTML only sanitized: no script, handler or javascript: link, and what is text stays', async () => {
    const html = '<p id="kept">Kept <b>bold</b></p><img src=x onerror="window.__hit=1"><script>window.__hit=2</script><a href="javascript:window.__hit=3">link</a><form action="https://evil.example"><input name="p"></form>';
    await harness.platform.app.db.deleteFrom('announcements').execute();
    await harness.platform.app.db
      .insertInto('announcements')
      .values({ title: 'Sanitized', content: encodeURIComponent(html), content_type: 1, category: 'system', mandatory_reading: 0, waiting_duration: 0, attachments: '[]', recipients: 'all', created_at: 1, company_id: null })
      .execute();
    renderDialog();
    const body = await screen.findByTestId('announcement-html');
    expect(body).toHaveTextContent('Kept bold');
    expect(body.querySelector('script, form, input, [onerror]')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect((window as unknown as { __hit?: number }).__hit).toBeUndefined();
  });

  it('only logs a failed load, and shows nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // the server answers the list with an error envelope
    const undo = tamperRequests(
      (request) => request.method === 'GET' && request.url === '/announcement',
      (request) => void (request.url = '/announcement/state/1'),
    );
    try {
      renderDialog();
      await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^announcements: loading failed/)));
    } finally {
      undo();
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts).toEqual([]);
  });
});
