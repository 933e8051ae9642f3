import { ApiStatus } from '../../../src/lib/contract';
import { backupFilePath, SERVICE_STATE, type PremiumServicesList, type ServiceStatus, type TvShowBoard } from '../../../src/lib/premium';
import { signedGet, userWithPages } from '../../../test/support/readingsFixture';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const DAY = 86_400;
const CONTACT_SALES = 'Premium services are activated by sales: please contact sales';

let platform: TestPlatform;
let sales: TestSession;
let customer: TestSession;
let firstCompany: number;
let secondCompany: number;

const nowUnix = () => Math.floor(platform.clock.now() / 1000);
const list = (session: TestSession) => signedInject<PremiumServicesList>(platform, { method: 'GET', url: '/premiumservices', session });
const act = (session: TestSession, companyId: number | string, service: string, json: Record<string, unknown>) =>
  signedInject<ServiceStatus>(platform, { method: 'POST', url: `/premiumservices/${companyId}/${service}`, json, session });
const tvShow = (session: TestSession) => signedInject<TvShowBoard>(platform, { method: 'GET', url: '/premiumservices/tvshow', session });
const rowOf = (companyId: number, service: string) =>
  platform.app.db.selectFrom('premium_services').selectAll().where('company_id', '=', companyId).where('service', '=', service).executeTakeFirst();
const serviceOf = (data: PremiumServicesList, companyId: number, service: string) =>
  data.companies.find((c) => c.companyId === companyId)?.services.find((s) => s.service === service);

beforeEach(async () => {
  platform = await createTestPlatform();
  sales = (await loginAs(platform, 'admin0001')).session;
  customer = (await loginAs(platform, 'admin0002')).session;
  const companies = await platform.app.db.selectFrom('companies').select('id').orderBy('id').execute();
  firstCompany = companies[0]!.id;
  secondCompany = companies[1]!.id;
}, 60_000);
afterEach(() => platform.close());

describe('/premiumservices', { timeout: 60_000 }, () => {
  it('lists every company for sales and only its own for a customer, with the seeded states', async () => {
    const forSales = await list(sales);
    expect(forSales.envelope.data!.canActivate).toBe(true);
    expect(forSales.envelope.data!.companies.map((c) => c.companyId)).toEqual(expect.arrayContaining([firstCompany, secondCompany]));
    expect(serviceOf(forSales.envelope.data!, firstCompany, 'backup')!.state).toBe(SERVICE_STATE.subscribed);
    expect(serviceOf(forSales.envelope.data!, firstCompany, 'tvshow')).toMatchObject({ state: SERVICE_STATE.trial, deviceLimit: 50 });
    expect(serviceOf(forSales.envelope.data!, secondCompany, 'backup')!.state).toBe(SERVICE_STATE.notActivated);
    const forCustomer = await list(customer);
    expect(forCustomer.envelope.data!.canActivate).toBe(false);
    expect(forCustomer.envelope.data!.companies.map((c) => c.companyId)).toEqual([secondCompany]);
  });

  it('refuses a customer\'s activation with "contact sales" and changes nothing', async () => {
    for (const action of ['subscribe', 'trial']) {
      const refused = await act(customer, secondCompany, 'backup', { action });
      expect(refused.statusCode).toBe(403);
      expect(refused.envelope).toMatchObject({ status: ApiStatus.forbidden, message: CONTACT_SALES });
    }
    // whatever it sends: the permission comes before the input
    const bad = await act(customer, 'x', 'nothing', {});
    expect(bad.envelope.message).toBe(CONTACT_SALES);
    expect(await rowOf(secondCompany, 'backup')).toBeUndefined();
    expect(await countRows(platform, 'premium_services')).toBe(3);
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const before = await countRows(platform, 'premium_services');
    const noAction = await act(sales, secondCompany, 'backup', {});
    expect(noAction.envelope.status).toBe(ApiStatus.invalid);
    expect(Object.keys((noAction.envelope.data as unknown as { errors: Record<string, string> }).errors)).toEqual(['action']);
    const badAction = await act(sales, secondCompany, 'backup', { action: 'free' });
    expect(Object.keys((badAction.envelope.data as unknown as { errors: Record<string, string> }).errors)).toEqual(['action']);
    const badPath = await act(sales, '0', 'radio', { action: 'trial' });
    expect(Object.keys((badPath.envelope.data as unknown as { errors: Record<string, string> }).errors).sort()).toEqual(['companyId', 'service']);
    const missing = await act(sales, 999_999, 'backup', { action: 'trial' });
    expect(missing.envelope).toMatchObject({ status: ApiStatus.notFound, message: 'The company does not exist' });
    const tooBig = await act(sales, secondCompany, 'backup', { action: 'trial', note: 'x'.repeat(4000) });
    expect(tooBig.statusCode).toBe(413);
    expect(await countRows(platform, 'premium_services')).toBe(before);
  });

  it('lets sales subscribe, start a 15-day trial of 50 devices once, and end a service; docking follows companies.data_interface', async () => {
    const trial = await act(sales, secondCompany, 'docking', { action: 'trial' });
    expect(trial.envelope.status).toBe(ApiStatus.ok);
    expect(trial.envelope.data).toMatchObject({ state: SERVICE_STATE.trial, trialEndsAt: nowUnix() + 15 * DAY, deviceLimit: 50, trialUsed: true, updatedBy: 'admin0001' });
    const company = await platform.app.db.selectFrom('companies').select('data_interface').where('id', '=', secondCompany).executeTakeFirstOrThrow();
    expect(company.data_interface).toBe(SERVICE_STATE.trial);
    expect((await act(sales, secondCompany, 'docking', { action: 'cancel' })).envelope.data!.state).toBe(SERVICE_STATE.notActivated);
    const again = await act(sales, secondCompany, 'docking', { action: 'trial' });
    expect(again.envelope).toMatchObject({ status: ApiStatus.failed, message: 'This company has had its trial of this service already: a trial is given once' });
    expect((await act(sales, secondCompany, 'docking', { action: 'subscribe' })).envelope.data).toMatchObject({ state: SERVICE_STATE.subscribed, trialEndsAt: null });
    const after = await platform.app.db.selectFrom('companies').select('data_interface').where('id', '=', secondCompany).executeTakeFirstOrThrow();
    expect(after.data_interface).toBe(SERVICE_STATE.subscribed);
  });

  it('ends a trial by itself after 15 days, with the clock moved', async () => {
    await act(sales, secondCompany, 'tvshow', { action: 'trial' });
    expect((await tvShow(customer)).envelope.status).toBe(ApiStatus.ok);
    platform.clock.advance(15 * DAY - 60);
    await platform.app.premiumScheduler.tick();
    expect((await rowOf(secondCompany, 'tvshow'))!.state).toBe(SERVICE_STATE.trial);
    platform.clock.advance(60);
    await platform.app.premiumScheduler.tick();
    expect(await rowOf(secondCompany, 'tvshow')).toMatchObject({ state: SERVICE_STATE.notActivated, trial_ends_at: null, updated_by: 'system' });
    customer = (await loginAs(platform, 'admin0002')).session;
    const refused = await tvShow(customer);
    expect(refused.envelope).toMatchObject({ status: ApiStatus.forbidden, message: 'This premium service is not activated for your company: please contact sales' });
    const listed = await list(customer);
    expect(serviceOf(listed.envelope.data!, secondCompany, 'tvshow')).toMatchObject({ state: SERVICE_STATE.notActivated, trialUsed: true });
  });

  it('lets a platform user with the activation code act, and refuses one without it or without the page', async () => {
    const staff = await userWithPages(platform, firstCompany, ['ManagementPremiumServices'], ['managementpremiumservices_edit']);
    const viewer = await userWithPages(platform, firstCompany, ['ManagementPremiumServices']);
    const outsider = await userWithPages(platform, firstCompany, ['Dashboard'], ['managementpremiumservices_edit']);
    expect((await act(staff, secondCompany, 'tvshow', { action: 'subscribe' })).envelope.data).toMatchObject({ state: SERVICE_STATE.subscribed, updatedBy: staff.username });
    expect((await list(staff)).envelope.data!.canActivate).toBe(true);
    const noCode = await act(viewer, secondCompany, 'tvshow', { action: 'cancel' });
    expect(noCode.envelope.status).toBe(ApiStatus.forbidden);
    expect(noCode.envelope.message).not.toBe(CONTACT_SALES);
    expect((await list(viewer)).envelope.data).toMatchObject({ canActivate: false, companies: [expect.objectContaining({ companyId: firstCompany })] });
    for (const url of ['/premiumservices', '/premiumservices/tvshow', '/premiumservices/backups']) {
      expect((await signedInject(platform, { method: 'GET', url, session: outsider })).envelope.status).toBe(ApiStatus.forbidden);
    }
    expect((await act(outsider, secondCompany, 'tvshow', { action: 'cancel' })).envelope.status).toBe(ApiStatus.forbidden);
    expect((await rowOf(secondCompany, 'tvshow'))!.state).toBe(SERVICE_STATE.subscribed);
  });

  it('refuses a backup file id that is not one, or not a backup of the company', async () => {
    const bad = await signedGet(platform, backupFilePath(0).replace('/0/', '/abc/'), {}, sales);
    expect(bad.json()).toMatchObject({ status: ApiStatus.invalid });
    const missing = await signedGet(platform, backupFilePath(999_999), {}, sales);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'The backup file does not exist or has expired' });
  });

  it('serves the TV show board only where the service is active', async () => {
    const board = await tvShow(sales);
    expect(board.envelope.status).toBe(ApiStatus.ok);
    const data = board.envelope.data!;
    const devices = (await platform.app.db.selectFrom('devices').select('id').where('company_id', '=', firstCompany).execute()).length;
    expect(data.devices.total).toBe(devices);
    expect(data.devices.online + data.devices.offline).toBe(devices);
    expect(data.points.length).toBeGreaterThan(0);
    expect(data.points.every((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng))).toBe(true);
    const refused = await tvShow(customer);
    expect(refused.statusCode).toBe(403);
  });
});
