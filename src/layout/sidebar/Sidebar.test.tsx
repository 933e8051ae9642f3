import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themes } from '../../../themes';
import { session } from '../../api';
import { Hamburger } from '../navbar/Hamburger';
import { mockViewport, renderShell } from '../../../test/support/renderShell';
import { Sidebar } from './Sidebar';
import { SIDEBAR_COOKIE, sidebarStore } from './sidebarStore';

const branding = { title: 'Test console', logo: '' };
const cookie = () => document.cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=([^;]*)`))?.[1];

beforeEach(() => sidebarStore.hydrate());
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('Sidebar (spec §2 "Sidebar")', () => {
  it('skips hidden routes and shows a parent with one visible child as a link to that child', () => {
    renderShell(<Sidebar branding={branding} />);
    const nav = screen.getByTestId('sidebar');
    expect(within(nav).queryByText('Secret')).toBeNull();
    expect(within(nav).queryByText('Device detail')).toBeNull();
    // AnnouncementArea has one visible page: one link, no group
    const announcement = within(nav).getByRole('link', { name: 'Announcements' });
    expect(announcement).toHaveAttribute('href', '/announcement/index');
    expect(within(nav).queryByRole('button', { name: /Announcements/ })).toBeNull();
    // the Dashboard stands alone too, under its own icon
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/index');
  });

  it('keeps a group for two visible pages, with paths resolved against its base', async () => {
    renderShell(<Sidebar branding={branding} />);
    const nav = screen.getByTestId('sidebar');
    const group = within(nav).getByRole('button', { name: 'Devices' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group);
    expect(within(nav).getByRole('link', { name: 'Device list' })).toHaveAttribute('href', '/device/list');
    expect(within(nav).getByRole('link', { name: 'Expired devices' })).toHaveAttribute('href', '/device/expired');
  });

  it('opens the group of the current page and marks the page', () => {
    renderShell(<Sidebar branding={branding} />, { path: '/device/expired' });
    const link = within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Expired devices' });
    expect(link).toHaveClass('Mui-selected');
  });

  it('opens an external link as it is, in a new tab, without an opener', () => {
    renderShell(<Sidebar branding={branding} />);
    const help = within(screen.getByTestId('sidebar')).getByRole('link', { name: /Help/ });
    expect(help).toHaveAttribute('href', 'https://help.example.com/docs');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help.getAttribute('rel')).toMatch(/\bnoopener\b/);
  });

  it('titles follow the current language', () => {
    renderShell(<Sidebar branding={branding} />, { locale: 'zh-TW' });
    expect(within(screen.getByTestId('sidebar')).getByRole('button', { name: '設備管理' })).toBeInTheDocument();
  });

  it('shows the logo and title it is given', () => {
    renderShell(<Sidebar branding={{ title: 'Harbour IoT', logo: '/logos/cmhk.svg' }} />);
    const head = screen.getByTestId('sidebar-logo');
    expect(head).toHaveTextContent('Harbour IoT');
    expect(head.querySelector('img')).toHaveAttribute('src', '/logos/cmhk.svg');
  });

  it("falls back to the environment's branding from the branding table", () => {
    renderShell(<Sidebar />, { env: 'development' });
    expect(screen.getByTestId('sidebar-logo')).toHaveTextContent('Cold-chain Monitoring Platform');
  });

  it.each([
    ['red', '210px'],
    ['default', '240px'],
    ['hisense', '240px'],
  ] as const)('takes its width from the theme (spec §9: %s theme, %s)', (name, width) => {
    renderShell(<Sidebar branding={branding} />, { theme: themes[name] });
    expect(screen.getByTestId('sidebar-column')).toHaveStyle({ width });
  });
});

describe('the unread badge on Announcement', () => {
  it('shows when the count is above 0 and follows the session', () => {
    session.set({ unreadAnnouncements: 0 });
    renderShell(<Sidebar branding={branding} />);
    expect(screen.queryByTestId('menu-badge')).toBeNull();
    act(() => session.set({ unreadAnnouncements: 3 }));
    const link = within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Announcements, 3 unread' });
    expect(within(link).getByTestId('menu-badge')).toHaveTextContent('3');
    act(() => session.set({ unreadAnnouncements: 0 }));
    expect(screen.queryByTestId('menu-badge')).toBeNull();
  });
});

describe('collapse (cookie sidebarStatus)', () => {
  it("collapses to icons with '0' and expands with '1', for 3650 days", async () => {
    const set = vi.spyOn(Cookies, 'set');
    renderShell(
      <>
        <Hamburger />
        <Sidebar branding={branding} />
      </>,
    );
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-mini', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse the sidebar' }));
    expect(cookie()).toBe('0');
    expect(set).toHaveBeenCalledWith(SIDEBAR_COOKIE, '0', expect.objectContaining({ expires: 3650, path: '/' }));
    const nav = screen.getByTestId('sidebar');
    expect(nav).toHaveAttribute('data-mini', 'true');
    expect(screen.getByTestId('sidebar-column')).toHaveStyle({ width: '54px' });
    // icons only: the titles are names and tooltips, not text
    expect(within(nav).queryByText('Dashboard')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand the sidebar' }));
    expect(cookie()).toBe('1');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-mini', 'false');
  });

  it('starts collapsed when the cookie says so, and open without a cookie', () => {
    document.cookie = `${SIDEBAR_COOKIE}=0; path=/`;
    sidebarStore.hydrate();
    const { unmount } = renderShell(<Sidebar branding={branding} />);
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-mini', 'true');
    unmount();
    document.cookie = `${SIDEBAR_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    sidebarStore.hydrate();
    renderShell(<Sidebar branding={branding} />);
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-mini', 'false');
  });

  it('shows a group of the collapsed sidebar as a fly-out', async () => {
    document.cookie = `${SIDEBAR_COOKIE}=0; path=/`;
    sidebarStore.hydrate();
    renderShell(<Sidebar branding={branding} />);
    await userEvent.click(within(screen.getByTestId('sidebar')).getByRole('button', { name: 'Devices' }));
    const flyout = await screen.findByRole('list', { name: 'Devices' });
    await userEvent.click(within(flyout).getByRole('link', { name: 'Expired devices' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/device/expired');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Devices' })).toBeNull());
  });
});

describe('mobile (below 992 px)', () => {
  it('is a drawer, closed on entering mobile; the hamburger opens it and a backdrop click closes it', async () => {
    const viewport = mockViewport({ mobile: true });
    renderShell(
      <>
        <Hamburger />
        <Sidebar branding={branding} />
      </>,
    );
    expect(screen.queryByTestId('sidebar-column')).toBeNull();
    // a drawer left open when the window grew does not reappear when it shrinks again
    await userEvent.click(screen.getByRole('button', { name: 'Expand the sidebar' }));
    await waitFor(() => expect(screen.getByTestId('sidebar')).toBeVisible());
    act(() => viewport.setMobile(false));
    expect(screen.getByTestId('sidebar-column')).toBeInTheDocument();
    act(() => viewport.setMobile(true));
    expect(screen.queryByTestId('sidebar-column')).toBeNull();
    expect(sidebarStore.get().mobileOpen).toBe(false);
    await waitFor(() => expect(screen.getByTestId('sidebar')).not.toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Expand the sidebar' }));
    await waitFor(() => expect(screen.getByTestId('sidebar')).toBeVisible());
    // full titles in the drawer, never the icons-only variant
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-mini', 'false');

    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    await userEvent.click(backdrop);
    await waitFor(() => expect(screen.getByTestId('sidebar')).not.toBeVisible());
    // the drawer is not the desktop preference: no cookie written
    expect(cookie()).toBeUndefined();
  });

  it('closes the drawer when a menu link is followed', async () => {
    mockViewport({ mobile: true });
    renderShell(
      <>
        <Hamburger />
        <Sidebar branding={branding} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Expand the sidebar' }));
    await waitFor(() => expect(screen.getByTestId('sidebar')).toBeVisible());
    await userEvent.click(within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Announcements' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/announcement/index');
    await waitFor(() => expect(screen.getByTestId('sidebar')).not.toBeVisible());
  });
});

describe('Sidebar: a menu entry that links to another page (issue 26 §3)', () => {
  const routes = [
    {
      path: 'alarm',
      component: '',
      name: 'Alarm',
      meta: { title: [{ lang: 'en', value: 'Alarms' }] },
      children: [
        { path: 'history', component: '/alarm/history/index', name: 'AlarmHistory', meta: { title: [{ lang: 'en', value: 'Alarm history' }] } },
        { path: 'graded', component: '/alarm/graded/index', name: 'AlarmGraded', meta: { title: [{ lang: 'en', value: 'Graded alarms' }] } },
      ],
    },
    {
      path: 'management',
      component: '',
      name: 'Management',
      meta: { title: [{ lang: 'en', value: 'Management' }] },
      children: [
        { path: 'account', component: '/management/account/index', name: 'ManagementAccount', meta: { title: [{ lang: 'en', value: 'My account' }] } },
        {
          path: 'advancedalarm',
          component: '/management/advancedalarm/index',
          name: 'ManagementAdvancedAlarm',
          redirect: '/alarm/graded',
          meta: { title: [{ lang: 'en', value: 'Advanced alarm settings' }] },
        },
      ],
    },
  ];

  it("opens the plain page, says so, and leaves the plain page's own entry the current one", async () => {
    renderShell(<Sidebar branding={branding} />, { routes, path: '/alarm/graded' });
    const nav = screen.getByTestId('sidebar');
    // the current page's group is open, the linking entry's group is not
    expect(within(nav).getByRole('link', { name: 'Graded alarms' })).toHaveClass('Mui-selected');
    const management = within(nav).getByRole('button', { name: 'Management' });
    expect(management).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(management);
    const link = within(nav).getByRole('link', { name: 'Advanced alarm settings' });
    expect(link).toHaveAttribute('href', '/alarm/graded');
    expect(link).toHaveAttribute('title', 'Opens “Graded alarms”');
    expect(link).not.toHaveClass('Mui-selected');
    expect(within(link).getByTestId('menu-link-mark')).toBeInTheDocument();
  });
});

