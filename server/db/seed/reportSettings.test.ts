import { DEMO_REPORT_LOGO } from '../../services/reports/demoReportLogo';
import { createTestPlatform, loginAs, signedInject, type TestPlatform } from '../../../test/support/testPlatform';
import type { UserInfo } from '../../../src/lib/contract';
import { DEMO_REPORT_LOGO_URL, seedReportSettings } from './reportSettings';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

describe('the demo company’s report settings', () => {
  it('shows the warning summary and carries a logo the file store serves as a PNG', async () => {
    const companies = await platform.app.db.selectFrom('companies').select(['show_report_warning_info', 'default_report_logo']).orderBy('id').execute();
    expect(companies[0]).toEqual({ show_report_warning_info: 1, default_report_logo: DEMO_REPORT_LOGO_URL });
    // the second company keeps spec §9's defaults
    expect(companies[1]).toEqual({ show_report_warning_info: 0, default_report_logo: '' });
    const file = await platform.app.inject({ method: 'GET', url: DEMO_REPORT_LOGO_URL });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(DEMO_REPORT_LOGO.data)).toBe(true);
  });

  it('answers them in the session of each company’s users', async () => {
    for (const [username, show, logo] of [
      ['admin0001', true, DEMO_REPORT_LOGO_URL],
      ['admin0002', false, ''],
    ] as const) {
      const { session } = await loginAs(platform, username);
      const { envelope } = await signedInject<UserInfo>(platform, { method: 'GET', url: '/auth/info', session });
      expect(envelope.data).toMatchObject({ ShowReportWarningInfo: show, defaultReportLogo: logo });
    }
  });

  it('is the company resource’s showReportWarningInfo: read and changed through /company', async () => {
    const { session } = await loginAs(platform, 'admin0001');
    const id = (await platform.app.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const read = await signedInject<Record<string, unknown>>(platform, { method: 'GET', url: `/company/${id}`, session });
    expect(read.envelope.data).toMatchObject({ showReportWarningInfo: true });
    const put = await signedInject(platform, { method: 'PUT', url: `/company/${id}`, session, json: { showReportWarningInfo: false } });
    expect(put.statusCode).toBe(200);
    const info = await signedInject<UserInfo>(platform, { method: 'GET', url: '/auth/info', session });
    expect(info.envelope.data!.ShowReportWarningInfo).toBe(false);
    await platform.app.db.updateTable('companies').set({ show_report_warning_info: 1 }).where('id', '=', id).execute();
  });

  it('is seeded once: a changed setting stays on the next start', async () => {
    const { db } = platform.app;
    await db.updateTable('companies').set({ show_report_warning_info: 0 }).where('default_report_logo', '=', DEMO_REPORT_LOGO_URL).execute();
    expect(await seedReportSettings(db)).toBe(false);
    expect((await db.selectFrom('companies').select('show_report_warning_info').orderBy('id').executeTakeFirstOrThrow()).show_report_warning_info).toBe(0);
  });
});
