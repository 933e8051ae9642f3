/**
 * The platform switches (issue 30 §5): only a platform administrator changes them; the banner
 * reaches every signed-in user's session in their language and inside its window; read-only mode
 * refuses a write with its message and stores nothing, lets signing in and the switch through,
 * and allows the write again once off; a switch written by another instance is obeyed within the cache time.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { CurrentSwitches, PlatformBanner, ReadOnlyMode } from '../../../src/lib/platformSwitches';
import { CACHE_MS, SWITCHES_KEY } from '../../services/platformSwitches/store';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
let operator: TestSession;
let companyAdmin: TestSession;
let org: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  companyAdmin = (await loginAs(platform, 'admin0002')).session;
  org = (await platform.app.db.selectFrom('organizations').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(() => platform.close());

const current = (session: TestSession, lang = 'en') => signedInject<CurrentSwitches>(platform, { method: 'GET', url: '/platformswitch/current', session, lang });
const putBanner = (form: Record<string, string | number | boolean>, session = admin) =>
  signedInject<PlatformBanner>(platform, { method: 'PUT', url: '/platformswitch/banner', form, session });
const putReadOnly = (form: Record<string, string | number | boolean>, session = admin) =>
  signedInject<ReadOnlyMode>(platform, { method: 'PUT', url: '/platformswitch/readonly', form, session });
const storedSwitches = async () => (await platform.app.db.selectFrom('settings').select('value').where('key', '=', SWITCHES_KEY).executeTakeFirst())?.value;
const addAsset = (name: string, session = admin) =>
  signedInject<{ id: number }>(platform, { method: 'POST', url: '/asset', json: { role: 2, name, type: 'ordinary', status: 1, organizationId: org }, session });
const assetsNamed = async (name: string) => (await platform.app.db.selectFrom('records').select('data').where('resource', '=', 'asset').execute()).filter((r) => r.data.includes(name)).length;

describe('the maintenance banner', () => {
  it('is changed by a platform administrator only: a company admin and an operator are refused, and nothing is stored', async () => {
    for (const session of [operator, companyAdmin]) {
      const refused = await putBanner({ enabled: true, textEn: 'Maintenance tonight' }, session);
      expect(refused.statusCode).toBe(403);
      expect(refused.envelope.status).toBe(ApiStatus.forbidden);
      expect((await signedInject(platform, { method: 'GET', url: '/platformswitch/banner', session })).envelope.status).toBe(ApiStatus.forbidden);
    }
    expect(await storedSwitches()).toBeUndefined();
    expect((await current(operator)).envelope.data!.banner).toBeNull();
  });

  it('reaches every signed-in user in their language; one text stands for all', async () => {
    const saved = await putBanner({ enabled: true, textZhCN: '今晚 22:00 系统维护', textEn: 'Maintenance tonight at 22:00', severity: 'warning' });
    expect(saved.envelope.status).toBe(ApiStatus.ok);
    expect(saved.envelope.data!.updatedBy).toBe('admin0001');
    expect((await current(operator, 'en')).envelope.data!.banner).toEqual({ text: 'Maintenance tonight at 22:00', severity: 'warning' });
    expect((await current(companyAdmin, 'zh-CN')).envelope.data!.banner!.text).toBe('今晚 22:00 系统维护');
    // no zh-TW text: the first given stands for it
    expect((await current(operator, 'zh-TW')).envelope.data!.banner!.text).toBe('今晚 22:00 系统维护');
    // a session that is not signed in gets nothing
    const anonymous = await signedInject(platform, { method: 'GET', url: '/platformswitch/current' });
    expect(anonymous.envelope.status).toBe(ApiStatus.tokenInvalid);
  });

  it('shows only inside its window', async () => {
    const now = Math.floor(platform.clock.now() / 1000);
    expect((await putBanner({ enabled: true, textEn: 'Upgrade window', startsAt: now + 60, endsAt: now + 120 })).envelope.status).toBe(ApiStatus.ok);
    expect((await current(operator)).envelope.data!.banner).toBeNull();
    platform.clock.advance(60);
    expect((await current(operator)).envelope.data!.banner!.text).toBe('Upgrade window');
    platform.clock.advance(60);
    expect((await current(operator)).envelope.data!.banner).toBeNull();
    expect((await putBanner({ enabled: false })).envelope.status).toBe(ApiStatus.ok);
  });

  it('refuses bad input with a message per field and keeps the stored banner', async () => {
    await putBanner({ enabled: true, textEn: 'Kept' });
    const before = await storedSwitches();
    const cases: Array<[Record<string, string | number | boolean>, string]> = [
      [{ enabled: true }, 'textZhCN'],
      [{ enabled: true, textEn: 'x', startsAt: 2000, endsAt: 1000 }, 'endsAt'],
      [{ enabled: true, textEn: 'x', severity: 'loud' }, 'severity'],
      [{ enabled: true, textEn: 'x'.repeat(501) }, 'textEn'],
      [{ enabled: 'perhaps', textEn: 'x' }, 'enabled'],
      [{ textEn: 'x' }, 'enabled'],
      [{ enabled: true, textEn: 'x', startsAt: -5 }, 'startsAt'],
    ];
    for (const [form, field] of cases) {
      const refused = await putBanner(form);
      expect(refused.envelope.status, JSON.stringify(form)).toBe(ApiStatus.invalid);
      expect(Object.keys((refused.envelope.data as unknown as { errors: Record<string, string> }).errors)).toContain(field);
    }
    expect(await storedSwitches()).toBe(before);
    expect((await current(operator)).envelope.data!.banner!.text).toBe('Kept');
    await putBanner({ enabled: false });
  });
});

describe('read-only mode', () => {
  afterEach(async () => {
    await putReadOnly({ on: false });
  });

  it('only a platform administrator turns it on; bad input is refused', async () => {
    for (const session of [operator, companyAdmin]) expect((await putReadOnly({ on: true }, session)).envelope.status).toBe(ApiStatus.forbidden);
    expect((await putReadOnly({ on: 'sometimes' })).envelope.status).toBe(ApiStatus.invalid);
    expect((await putReadOnly({ on: true, note: 'n'.repeat(501) })).envelope.status).toBe(ApiStatus.invalid);
    expect((await current(operator)).envelope.data!.readOnly.on).toBe(false);
  });

  it('refuses every write with its message and stores nothing, for admins too; reads, sign-ins and the switch go through; off allows the write again', async () => {
    expect((await putReadOnly({ on: true, note: 'Database upgrade until 23:00' })).envelope.status).toBe(ApiStatus.ok);
    expect((await current(operator)).envelope.data!.readOnly).toEqual({ on: true, note: 'Database upgrade until 23:00' });
    const assets = await countRows(platform, 'records');
    for (const session of [operator, admin]) {
      const refused = await addAsset('只读期间冷库', session);
      expect(refused.statusCode).toBe(503);
      expect(refused.envelope.status).toBe(ApiStatus.failed);
      expect(refused.envelope.message).toBe('The platform is in read-only mode for maintenance: changes cannot be saved now. Please try again later');
    }
    const chinese = await signedInject(platform, { method: 'PUT', url: '/platformswitch/banner', form: { enabled: true, textEn: 'x' }, session: admin, lang: 'zh-CN' });
    expect(chinese.envelope.message).toContain('只读');
    expect(await countRows(platform, 'records')).toBe(assets);
    expect(await assetsNamed('只读期间冷库')).toBe(0);
    // reads and a new sign-in still work
    expect((await signedInject(platform, { method: 'GET', url: '/asset', session: admin })).envelope.status).toBe(ApiStatus.ok);
    await loginAs(platform, 'operator01');
    // an unauthenticated write is refused as such first: the guard runs before
    const anonymous = await signedInject(platform, { method: 'POST', url: '/asset', json: { name: 'x' } });
    expect(anonymous.envelope.status).toBe(ApiStatus.tokenInvalid);

    expect((await putReadOnly({ on: false })).envelope.status).toBe(ApiStatus.ok);
    expect((await addAsset('只读之后冷库')).envelope.status).toBe(ApiStatus.ok);
    expect(await assetsNamed('只读之后冷库')).toBe(1);
  });

  it('is obeyed when another instance turns it on, within the cache time', async () => {
    expect((await addAsset('缓存之前冷库')).envelope.status).toBe(ApiStatus.ok);
    const stored = JSON.stringify({ readOnly: { on: true, note: '', updatedAt: 1, updatedBy: 'other' } });
    // what another instance's PUT leaves in the shared database
    await platform.app.db
      .insertInto('settings')
      .values({ key: SWITCHES_KEY, value: stored })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: stored }))
      .execute();
    platform.clock.advance(CACHE_MS / 1000);
    expect((await addAsset('缓存之后冷库')).statusCode).toBe(503);
    expect(await assetsNamed('缓存之后冷库')).toBe(0);
  });
});
