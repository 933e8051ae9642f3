/**
 * Issue 30 §4: the company config reaches every user's session (spec §3 names) at the next
 * /auth/info, with no new login; the server enforces ReportCheckTimeRange; the report logo is a
 * small PNG or JPEG (spec §5). Company scope: the platform configures any company, a company's
 * administrator only its own, operator01 (no page) nothing. Bad input names the field, writes nothing.
 */
import type { CompanyConfig, CompanyConfigBody } from '../../../src/lib/companyConfig';
import { ApiStatus, type UserInfo } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
let companyAdmin: TestSession;
let operator: TestSession;
let first: number;
let second: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  companyAdmin = (await loginAs(platform, 'admin0002')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  [first, second] = (await platform.app.db.selectFrom('companies').select('id').orderBy('id').execute()).map((c) => c.id) as [number, number];
}, 30_000);
afterAll(() => platform.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100, 1)]);

const read = (session: TestSession, companyId?: number) =>
  signedInject<CompanyConfig>(platform, { method: 'GET', url: '/companyconfig', ...(companyId ? { query: { companyId } } : {}), session });
const save = (session: TestSession, json: object) => signedInject<CompanyConfig>(platform, { method: 'PUT', url: '/companyconfig', json: { ...json }, session });
const info = (session: TestSession) => signedInject<UserInfo>(platform, { method: 'GET', url: '/auth/info', session });
const body = (companyId: number, patch: Partial<CompanyConfigBody> = {}): Record<string, unknown> & CompanyConfigBody => ({
  companyId,
  webSetting: {},
  pageRefreshInterval: 300,
  ReportCheckTimeRange: 31,
  ShowReportWarningInfo: false,
  deviceInfoShowDetail: 0,
  ...patch,
});
const stored = () => platform.app.db.selectFrom('company_configs').selectAll().orderBy('company_id').execute();

describe('GET and PUT /companyconfig', () => {
  it('answers the spec §9 defaults for a company never configured', async () => {
    const { envelope } = await read(companyAdmin);
    expect(envelope.data).toMatchObject({ companyId: second, webSetting: {}, pageRefreshInterval: 300, ReportCheckTimeRange: 31, ShowReportWarningInfo: false, deviceInfoShowDetail: 0, defaultReportLogo: '' });
  });

  it("reaches every user of the company at the next /auth/info, without a new login, and no other company's", async () => {
    const firstBefore = await info(admin);
    const saved = await save(companyAdmin, body(second, { pageRefreshInterval: 45, ReportCheckTimeRange: 7, ShowReportWarningInfo: true, deviceInfoShowDetail: 1, webSetting: { title: 'North depot', compact: true, columns: 3 } }));
    expect(saved.envelope).toMatchObject({ status: ApiStatus.ok, message: 'Company config saved: users get it at their next page load' });
    const after = await info(companyAdmin);
    expect(after.envelope.data).toMatchObject({ pageRefreshInterval: 45, ReportCheckTimeRange: 7, ShowReportWarningInfo: true, deviceInfoShowDetail: 1, webSetting: { title: 'North depot', compact: true, columns: 3 } });
    expect((await info(admin)).envelope.data).toEqual(firstBefore.envelope.data);
  });

  it('has the server enforce ReportCheckTimeRange on range queries', async () => {
    await save(companyAdmin, body(second, { ReportCheckTimeRange: 7 }));
    const now = platform.app.nowUnix();
    const history = (days: number) => signedInject(platform, { method: 'GET', url: '/balance/history', query: { start: now - days * 86_400, end: now }, session: companyAdmin });
    expect((await history(10)).statusCode).toBe(422);
    expect((await history(6)).statusCode).toBe(200);
  });

  it('lets the platform configure another company, but not a company administrator', async () => {
    expect((await read(admin, second)).envelope.data!.companyId).toBe(second);
    expect((await save(admin, body(second, { pageRefreshInterval: 60 }))).envelope.status).toBe(ApiStatus.ok);
    expect((await info(companyAdmin)).envelope.data!.pageRefreshInterval).toBe(60);

    const before = await stored();
    const theirs = await save(companyAdmin, body(first, { pageRefreshInterval: 20 }));
    expect(theirs.statusCode).toBe(403);
    expect((await read(companyAdmin, first)).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('is refused to operator01, which has no page, before the input is read', async () => {
    for (const attempt of [await read(operator), await save(operator, {}), await save(operator, body(first))]) {
      expect(attempt.statusCode).toBe(403);
      expect(attempt.envelope.status).toBe(ApiStatus.forbidden);
    }
  });

  it('refuses wrong bodies naming the field, writing nothing', async () => {
    const before = await stored();
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{}, ['ReportCheckTimeRange', 'ShowReportWarningInfo', 'companyId', 'deviceInfoShowDetail', 'pageRefreshInterval', 'webSetting']],
      [body(second, { pageRefreshInterval: 5 }), ['pageRefreshInterval']],
      [body(second, { pageRefreshInterval: 3601 }), ['pageRefreshInterval']],
      [body(second, { pageRefreshInterval: 30.5 }), ['pageRefreshInterval']],
      [{ ...body(second), pageRefreshInterval: '60' }, ['pageRefreshInterval']],
      [body(second, { ReportCheckTimeRange: 0 }), ['ReportCheckTimeRange']],
      [body(second, { ReportCheckTimeRange: 32 }), ['ReportCheckTimeRange']],
      [{ ...body(second), ShowReportWarningInfo: 'yes' }, ['ShowReportWarningInfo']],
      [body(second, { deviceInfoShowDetail: 2 }), ['deviceInfoShowDetail']],
      [{ ...body(second), webSetting: [] }, ['webSetting']],
      [{ ...body(second), webSetting: { nested: { a: 1 } } }, ['webSetting']],
      [{ ...body(second), webSetting: { trialEndsAt: 1 } }, ['webSetting']],
      [{ ...body(second), webSetting: { 'bad key': 1 } }, ['webSetting']],
      [{ ...body(second), webSetting: { title: 'x'.repeat(201) } }, ['webSetting']],
      [{ ...body(second), webSetting: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }, ['webSetting']],
      [{ ...body(second), companyId: 'two' }, ['companyId']],
      [{ ...body(second), theme: 'red' }, ['theme']],
    ];
    for (const [json, fields] of cases) {
      const { statusCode, envelope } = await save(companyAdmin, json);
      expect(statusCode, JSON.stringify(json).slice(0, 120)).toBe(422);
      // a field inside webSetting is named by its path (webSetting.nested): its first segment is the field
      const named = [...new Set(Object.keys((envelope.data as unknown as { errors: object }).errors).map((key) => key.split('.')[0]))].sort();
      expect(named, JSON.stringify(json).slice(0, 120)).toEqual(fields);
    }
    const huge = await save(companyAdmin, { ...body(second), pad: 'x'.repeat(9000) });
    expect(huge.statusCode).toBe(413);
    expect((await read(companyAdmin, 99_999)).statusCode).toBe(403);
    expect((await save(admin, body(99_999))).statusCode).toBe(404);
    expect((await signedInject(platform, { method: 'GET', url: '/companyconfig', query: { companyId: 'x' }, session: admin })).statusCode).toBe(422);
    expect(await stored()).toEqual(before);
  });
});

describe('the report logo', () => {
  const upload = (session: TestSession, filename: string, contentType: string, data: Buffer, companyId: number = second) =>
    signedInject<{ defaultReportLogo: string }>(platform, { method: 'POST', url: '/companyconfig/logo', session, form: { companyId }, files: { image: { filename, contentType, data } } });
  const logoOf = async (companyId: number) => (await platform.app.db.selectFrom('companies').select('default_report_logo').where('id', '=', companyId).executeTakeFirstOrThrow()).default_report_logo;

  it('stores a PNG, serves it, and puts it in the session; DELETE takes it off', async () => {
    const { envelope } = await upload(companyAdmin, 'logo.png', 'image/png', PNG);
    expect(envelope.status).toBe(ApiStatus.ok);
    const url = envelope.data!.defaultReportLogo;
    expect(url).toMatch(/^\/api\/files\/records\/report-logo-\d+-[0-9a-f]+\.png$/);
    const served = await platform.app.inject({ method: 'GET', url });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await info(companyAdmin)).envelope.data!.defaultReportLogo).toBe(url);
    const removed = await signedInject(platform, { method: 'DELETE', url: '/companyconfig/logo', query: { companyId: second }, session: companyAdmin });
    expect(removed.envelope.status).toBe(ApiStatus.ok);
    expect((await info(companyAdmin)).envelope.data!.defaultReportLogo).toBe('');
  });

  it('refuses a GIF (the reports cannot draw it), a disguised file, one over 200 KB, none, and another company', async () => {
    const before = await logoOf(second);
    const platformLogo = await logoOf(first);
    const gif = await upload(companyAdmin, 'logo.gif', 'image/gif', GIF);
    expect(gif.statusCode).toBe(422);
    expect(gif.envelope.data).toEqual({ errors: { image: 'The upload format is incorrect, please upload png, jpg, jpeg format' } });
    expect((await upload(companyAdmin, 'evil.png', 'image/png', Buffer.from('<svg onload=alert(1)>'))).statusCode).toBe(422);
    const big = await upload(companyAdmin, 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(204_800)]));
    expect(big.statusCode).toBe(422);
    expect(Object.keys((big.envelope.data as unknown as { errors: object }).errors)).toEqual(['image']);
    const none = await signedInject(platform, { method: 'POST', url: '/companyconfig/logo', session: companyAdmin, form: { companyId: second } });
    expect(none.envelope.data).toEqual({ errors: { image: 'This field is required' } });
    expect((await upload(companyAdmin, 'logo.png', 'image/png', PNG, first)).statusCode).toBe(403);
    expect((await upload(operator, 'logo.png', 'image/png', PNG)).statusCode).toBe(403);
    expect(await logoOf(second)).toBe(before);
    expect(await logoOf(first)).toBe(platformLogo);
  });
});
