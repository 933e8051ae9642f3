// vitest.config.ts: isolated (the session and language stores it switches outlive a file)
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, prefs, session } from '../../api';
import { SYSCONFIG_COMPONENT, type EnvironmentName } from '../../lib/contract';
import { Sidebar } from '../sidebar/Sidebar';
import { sidebarStore } from '../sidebar/sidebarStore';
import { Navbar } from './Navbar';
import { renderShell, SHELL_ROUTES } from '../../../test/support/renderShell';
import { UserDropdown } from './UserDropdown';

const branding = { title: 'Test console', logo: '' };
const SYSCONFIG = {
  db: { isProduction: false, address: '/srv/data/console.db', dbName: 'console.db' },
  redis: { isProduction: true, address: 'redis.internal:6379' },
};

afterEach(() => {
  session.clear();
  sidebarStore.hydrate();
});

// the rule itself, every environment: showsLanguagePicker in src/lib/language.test.ts
describe('the language panel (spec §1: only in international, cmhk, sandbox, development, maison)', () => {
  it.each<[EnvironmentName, boolean]>([
    ['sandbox', true],
    ['hisense', false],
  ])('%s → %s', (env, shown) => {
    renderShell(<Navbar />, { env });
    expect(screen.queryByRole('button', { name: 'Language' }) !== null).toBe(shown);
  });

  it("is the only language control: react-admin's own locale button shows nowhere", () => {
    const { container } = renderShell(<Navbar />, { env: 'development' });
    expect(container.querySelector('.RaLocalesMenuButton-root')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Language' })).toHaveLength(1);
  });
});

describe('switching the language', () => {
  it('re-renders server titles and react-admin strings at once, remembers the choice and sets <html lang>', async () => {
    session.set({ token: 't', username: 'admin0001', realname: 'Alice' });
    renderShell(
      <>
        <Navbar />
        <Sidebar branding={branding} />
      </>,
      { locale: 'zh-CN', path: '/device/list' },
    );
    const sidebar = () => screen.getByTestId('sidebar');
    expect(within(sidebar()).getByRole('button', { name: '设备管理' })).toBeInTheDocument();
    expect(screen.getByTestId('breadcrumb')).toHaveTextContent('首页/设备管理/设备列表');

    const choose = async (label: RegExp, name: string) => {
      await userEvent.click(screen.getByRole('button', { name: label }));
      await userEvent.click(await screen.findByRole('menuitemradio', { name }));
    };

    await choose(/^语言$/, 'English');
    await waitFor(() => expect(within(sidebar()).getByRole('button', { name: 'Devices' })).toBeInTheDocument());
    expect(screen.getByTestId('breadcrumb')).toHaveTextContent('Home/Devices/Device list');
    expect(prefs.getLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: /^Profile: Welcome, Alice$/ }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await choose(/^Language$/, '繁體中文');
    await waitFor(() => expect(within(sidebar()).getByRole('button', { name: '設備管理' })).toBeInTheDocument());
    expect(screen.getByTestId('breadcrumb')).toHaveTextContent('首頁/設備管理/設備列表');
    expect(prefs.getLanguage()).toBe('zh-TW');
    expect(document.documentElement.lang).toBe('zh-TW');
    await userEvent.click(screen.getByRole('button', { name: /歡迎，Alice/ }));
    expect(await screen.findByRole('menuitem', { name: '登出' })).toBeInTheDocument();
    // the route never changed: a re-render, not a reload
    expect(screen.getByTestId('where')).toHaveTextContent('/device/list');
  });
});

describe('the user dropdown', () => {
  it('welcomes the real name, offers Home and Logout', async () => {
    session.set({ token: 't', username: 'admin0001', realname: 'Alice' });
    renderShell(<UserDropdown />, { path: '/device/list' });
    expect(screen.getByTestId('user-greeting')).toHaveTextContent('Welcome, Alice');
    await userEvent.click(screen.getByRole('button', { name: /Profile/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Home' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('shows that a logout is under way while there is no real name', () => {
    session.set({ token: 't', username: 'admin0001', realname: 'Alice' });
    renderShell(<UserDropdown />);
    act(() => session.set({ realname: '' }));
    expect(screen.getByTestId('user-greeting')).toHaveTextContent('Logging out…');
  });

  it("logs out through react-admin's useLogout: the session clears, then the login URL of authProvider.logout", async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(undefined);
    session.set({ token: 't', username: 'admin0001', realname: 'Alice' });
    renderShell(<UserDropdown />, { path: '/secret' });
    await userEvent.click(screen.getByRole('button', { name: /Profile/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(get).toHaveBeenCalledWith('/auth/logout', undefined, { silent: true });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=/'));
    expect(session.get().token).toBe('');
  });
});

/** The shell's routes plus the system-config page, which a role must have for the strip's control. */
const WITH_SYSCONFIG = [
  ...SHELL_ROUTES,
  { path: 'management', component: '', name: 'Management', children: [{ path: 'sysconfig', component: SYSCONFIG_COMPONENT, name: 'ManagementSysconfig', hidden: true }] },
];

describe('environment name and system-config strip (development and sandbox only)', () => {
  it.each<[EnvironmentName, boolean]>([
    ['development', true],
    ['sandbox', true],
    ['production', false],
    ['international', false],
    ['cmhk', false],
  ])('%s → %s', (env, shown) => {
    renderShell(<Navbar />, { env, routes: WITH_SYSCONFIG });
    expect(screen.queryByTestId('navbar-env') !== null).toBe(shown);
    expect(screen.queryByRole('button', { name: 'System configuration' }) !== null).toBe(shown);
    if (shown) expect(screen.getByTestId('navbar-env')).toHaveTextContent(env);
  });

  it('shows no system-config control to a role without the system-config page (the server would refuse it)', () => {
    const get = vi.spyOn(api, 'get');
    renderShell(<Navbar />, { env: 'development' });
    expect(screen.getByTestId('navbar-env')).toHaveTextContent('development');
    expect(screen.queryByRole('button', { name: 'System configuration' })).toBeNull();
    expect(get).not.toHaveBeenCalledWith('/sysconfig', undefined, expect.anything());
  });

  it('opens the strip with the database and Redis environments, addresses, database name and API host', async () => {
    let answer!: (value: unknown) => void;
    const get = vi.spyOn(api, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderShell(<Navbar />, { env: 'sandbox', routes: WITH_SYSCONFIG });
    expect(screen.queryByTestId('sysconfig-strip')).toBeNull();
    expect(get).not.toHaveBeenCalled();

    const toggle = screen.getByRole('button', { name: 'System configuration' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const strip = screen.getByTestId('sysconfig-strip');
    expect(within(strip).getByRole('status')).toHaveTextContent('Loading');
    expect(get).toHaveBeenCalledWith('/sysconfig', undefined, expect.objectContaining({ silent: true }));

    await act(async () => answer(SYSCONFIG));
    expect(await within(strip).findByTestId('sysconfig-db-env')).toHaveTextContent('Test');
    expect(within(strip).getByTestId('sysconfig-redis-env')).toHaveTextContent('Production');
    expect(within(strip).getByTestId('sysconfig-db-address')).toHaveTextContent('/srv/data/console.db');
    expect(within(strip).getByTestId('sysconfig-db-name')).toHaveTextContent('console.db');
    expect(within(strip).getByTestId('sysconfig-redis-address')).toHaveTextContent('redis.internal:6379');
    expect(within(strip).getByTestId('sysconfig-api-host')).toHaveTextContent(`${window.location.origin}/api`);

    await userEvent.click(toggle);
    await waitFor(() => expect(screen.queryByTestId('sysconfig-strip')).toBeNull());
  });

  it('says so when the configuration cannot be loaded, and retries', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockRejectedValueOnce(new ApiError({ status: '', httpStatus: 0, message: 'app.errors.network' }))
      .mockResolvedValueOnce({ ...SYSCONFIG, db: { ...SYSCONFIG.db, isProduction: true } });
    renderShell(<Navbar />, { env: 'development', routes: WITH_SYSCONFIG });
    await userEvent.click(screen.getByRole('button', { name: 'System configuration' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The system configuration could not be loaded');
    expect(alert).toHaveTextContent('Network error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('sysconfig-db-env')).toHaveTextContent('Production');
    expect(get).toHaveBeenCalledTimes(2);
  });
});
