import { describe, expect, it } from 'vitest';
import { ADMIN, OPERATOR, baseUrl, chromiumPerFile, login } from './support/browser';

const { fresh, loggedIn, foreign: foreignRequests } = chromiumPerFile();

describe('platform core, in Chromium against the real server', () => {
  it('sends a logged-out /device/list to the login form in a handful of navigations, then back after login', async () => {
    const { page, done } = await fresh();
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.goto(`${baseUrl()}/device/list`);
    await page.getByLabel(/account/i).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login?redirect=%2Fdevice%2Flist');
    expect(navigations).toBeLessThan(10);

    await login(page, ADMIN.username, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/device/list');
    await page.getByTestId('sidebar').waitFor();
    await done();
  });

  it('never sends the password in plain text', async () => {
    const { page, done } = await fresh();
    await page.goto(`${baseUrl()}/login`);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/auth/login'));
    await login(page, ADMIN.username, ADMIN.password);
    const body = (await request).postDataBuffer()?.toString('utf8') ?? '';
    expect(body).toContain('name="username"');
    expect(body).toContain('name="password"');
    expect(body).not.toContain(ADMIN.password);
    expect(body).toMatch(/name="password"\r\n\r\n04[0-9a-f]{200,}\r\n/);
    await page.waitForURL((url) => url.pathname === '/index');
    await done();
  });

  it('lands on the home page with the server menu, and logout lands on /login?redirect=…', async () => {
    const { page, done } = await loggedIn();
    await page.getByTestId('dashboard-title').waitFor();
    await expect(page.getByTestId('sidebar').textContent()).resolves.toMatch(/Device/);

    await page.getByRole('button', { name: /profile/i }).click();
    await page.getByRole('menuitem', { name: /logout|log out/i }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/index');
    await page.getByLabel(/account/i).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined();
    await done();
  });

  it('/login?logout=1 drops the token and keeps u and agent_token', async () => {
    const { page, done } = await loggedIn();
    await page.goto(`${baseUrl()}/login?logout=1&u=x&agent_token=y`);
    await page.getByLabel(/account/i).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('u')).toBe('x');
    expect(url.searchParams.get('agent_token')).toBe('y');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined();
    // and the console is closed again
    await page.goto(`${baseUrl()}/index`);
    await page.waitForURL((u) => u.pathname === '/login');
    await done();
  });

  it('shows operator01 only its menus', async () => {
    const { page, done } = await fresh();
    await page.goto(`${baseUrl()}/login`);
    await login(page, OPERATOR.username, OPERATOR.password);
    await page.waitForURL((url) => url.pathname === '/index');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    const operatorMenu = (await sidebar.textContent()) ?? '';
    expect(operatorMenu).toMatch(/Device/);
    expect(operatorMenu).toMatch(/Alarm/);
    expect(operatorMenu).not.toMatch(/Management|Waybill|Asset|Tools/);
    await done();
  });

  it('shows the not-available page for a component path the console does not serve', async () => {
    // every seeded component path is served since issue 30: the server's answer gains one that is not
    const { page, done } = await fresh();
    await page.route('**/api/menu/routerinfo**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Array<{ path: string; children?: Array<Record<string, unknown>> }> };
      const area = body.data.find((node) => node.path.replace(/^\//, '') === 'qatools');
      const first = area?.children?.[0];
      if (area?.children && first) area.children.push({ ...first, id: undefined, name: 'QatoolsUnserved', path: 'unserved', component: '/qatools/unserved/index' });
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${baseUrl()}/login?redirect=%2Fqatools%2Funserved`);
    await login(page, ADMIN.username, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/qatools/unserved');
    await expect(page.getByTestId('not-available-component').textContent()).resolves.toContain('/qatools/unserved/index');
    await done();
  });

  it('serves the QA tools and their log (issue 30 §5), and a platform notice reaches the console', async () => {
    const { page, done } = await loggedIn();
    await page.goto(`${baseUrl()}/qatools/legacy`);
    await page.getByRole('heading', { name: 'QA tools: log' }).waitFor();
    expect(await page.getByTestId('not-available-component').count()).toBe(0);
    await page.goto(`${baseUrl()}/tools/backgroundman`);
    await page.getByTestId('banner-textEn').fill('E2E maintenance notice');
    await page.getByRole('switch', { name: 'Show the banner' }).check();
    await page.getByTestId('banner-save').click();
    await page.getByTestId('banner-in-force').filter({ hasText: 'Shown to users now' }).waitFor();
    // a new page load reads the switches again
    await page.goto(`${baseUrl()}/index`);
    await expect(page.getByTestId('maintenance-banner').textContent()).resolves.toContain('E2E maintenance notice');
    await page.goto(`${baseUrl()}/tools/backgroundman`);
    await page.getByRole('switch', { name: 'Show the banner' }).uncheck();
    await page.getByTestId('banner-save').click();
    await page.getByTestId('banner-in-force').filter({ hasText: 'Not shown to users now' }).waitFor();
    await done();
  });

  it('sends an unknown path to /404 and keeps a hostile redirect inside the console', async () => {
    const { page, done } = await fresh();
    await page.goto(`${baseUrl()}/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await login(page, ADMIN.username, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/index');
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.waitForURL((url) => url.pathname === '/404');
    await done();
  });

  it('sent no request to any host but its own during the whole run', () => {
    expect(foreignRequests).toEqual([]);
  });
});
