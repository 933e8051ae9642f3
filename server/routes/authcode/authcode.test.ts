import { ApiStatus } from '../../../src/lib/contract';
import { DATA_INTERFACE, DOCKING_KEY_PATTERN, DOCKING_READINGS_PATH, MAX_LIVE_AUTH_CODES, dockingSigning, type AuthCodeList, type CreatedAuthCode } from '../../../src/lib/docking';
import type { IngestResult } from '../../../src/lib/readings';
import { newNonce, sha256Hex, unixNow, withSignField, type SignParams } from '../../../test/support/dockingTestSigning';
import { userWithPages } from '../../../test/support/readingsFixture';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
let second: TestSession;
let operator: TestSession;
beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  second = (await loginAs(platform, 'admin0002')).session;
  operator = (await loginAs(platform, 'operator01')).session;
});
afterAll(() => platform.close());

const create = (session: TestSession, form: Record<string, string> = {}) =>
  signedInject<CreatedAuthCode>(platform, { method: 'POST', url: '/authcode', form, session });
const list = (session: TestSession) => signedInject<AuthCodeList>(platform, { method: 'GET', url: '/authcode', session });
const revoke = (session: TestSession, id: number | string) => signedInject(platform, { method: 'DELETE', url: `/authcode/${id}`, session });
const setService = (companyId: number, state: number) => platform.app.db.updateTable('companies').set({ data_interface: state }).where('id', '=', companyId).execute();

/** A docking call as a customer's system makes it: the key in its header, the sign field made with the key. */
async function docking<T>(key: string, method: 'POST' | 'GET', params: SignParams, options: { sign?: boolean; timeunix?: number } = {}) {
  const timeunix = options.timeunix ?? unixNow(platform.clock.now());
  const signed = options.sign === false ? { ...params, timeunix } : withSignField(dockingSigning(platform.config.signing.hash, key), params, timeunix, newNonce());
  const query = method === 'GET' ? `?${new URLSearchParams(Object.entries(signed).map(([k, v]) => [k, String(v)])).toString()}` : '';
  const response = await platform.app.inject({
    method,
    url: `/api${DOCKING_READINGS_PATH}${query}`,
    headers: { 'x-docking-key': key, lang: 'en', ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: JSON.stringify(signed) } : {}),
  });
  return { statusCode: response.statusCode, envelope: response.json<{ status: string; message: string; data: T }>() };
}

const deviceOf = async (companyId: number) =>
  platform.app.db.selectFrom('devices').select(['id', 'number']).where('company_id', '=', companyId).where('model', '=', 'CTH-200').orderBy('id').executeTakeFirstOrThrow();

describe('/authcode', () => {
  it('shows a new key once and stores only its hash', async () => {
    const made = await create(admin, { description: 'ERP' });
    expect(made.envelope.status).toBe(ApiStatus.ok);
    const { key, prefix, id } = made.envelope.data!;
    expect(key).toMatch(DOCKING_KEY_PATTERN);
    expect(key.startsWith(prefix)).toBe(true);
    const row = await platform.app.db.selectFrom('auth_codes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(sha256Hex(key));
    expect(Object.values(row).some((value) => typeof value === 'string' && value.includes(key.slice(prefix.length)))).toBe(false);
    const listed = await list(admin);
    expect(listed.envelope.data!.service).toBe(DATA_INTERFACE.subscribed);
    expect(listed.envelope.data!.codes.find((code) => code.id === id)).toMatchObject({ prefix, description: 'ERP', createdBy: 'admin0001', revokedAt: null });
    expect(JSON.stringify(listed.envelope.data)).not.toContain(key);
  });

  it('refuses bad input, a role without the page action, and a company without the service ("contact sales")', async () => {
    const long = await create(admin, { description: 'x'.repeat(101) });
    expect(long.envelope.data).toEqual({ errors: { description: 'At most 100 characters' } });
    expect((await create(operator)).envelope.status).toBe(ApiStatus.forbidden);
    expect((await list(operator)).envelope.status).toBe(ApiStatus.forbidden);
    const before = await countRows(platform, 'auth_codes');
    const noService = await create(second);
    expect(noService.envelope).toMatchObject({ status: ApiStatus.forbidden, message: 'The data interface is a premium service that is not activated: please contact sales' });
    expect((await list(second)).envelope.data).toEqual({ service: DATA_INTERFACE.notActivated, codes: [] });
    expect(await countRows(platform, 'auth_codes')).toBe(before);
  });

  it('lists the codes to a user whose only page is the API tool, by the component its menu row has', async () => {
    const tool = await userWithPages(platform, 1, ['ApiTool']);
    expect((await list(tool)).envelope).toMatchObject({ status: ApiStatus.ok, data: { service: DATA_INTERFACE.subscribed } });
    const none = await userWithPages(platform, 1, ['StatisticsOverview']);
    expect((await list(none)).envelope.status).toBe(ApiStatus.forbidden);
  });

  it('keeps companies apart: another company neither lists nor revokes a code', async () => {
    const { id } = (await create(admin)).envelope.data!;
    expect((await list(second)).envelope.data!.codes).toEqual([]);
    const foreign = await revoke(second, id);
    expect(foreign.envelope).toMatchObject({ status: ApiStatus.notFound, message: 'The authorization code does not exist' });
    expect((await revoke(admin, 'abc')).envelope.status).toBe(ApiStatus.notFound);
    const row = await platform.app.db.selectFrom('auth_codes').select('revoked_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeNull();
  });

  it(`holds at most ${MAX_LIVE_AUTH_CODES} live codes a company`, async () => {
    await platform.app.db.updateTable('auth_codes').set({ revoked_at: 1 }).where('company_id', '=', 1).execute();
    for (let i = 0; i < MAX_LIVE_AUTH_CODES; i += 1) expect((await create(admin)).envelope.status).toBe(ApiStatus.ok);
    const over = await create(admin);
    expect(over.envelope).toMatchObject({ status: ApiStatus.failed, message: `You already have ${MAX_LIVE_AUTH_CODES} live authorization codes: revoke one first` });
    await platform.app.db.updateTable('auth_codes').set({ revoked_at: 1 }).where('company_id', '=', 1).execute();
  });
});

describe(`${DOCKING_READINGS_PATH}`, () => {
  it('stores a signed batch for the company\'s own device and reads it back; another company\'s device is unknown', async () => {
    const { key } = (await create(admin)).envelope.data!;
    const own = await deviceOf(1);
    const foreign = await deviceOf(2);
    const ts = unixNow(platform.clock.now()) - 60;
    const batch = [
      { number: own.number, ts, temperature: 3.5, humidity: 55 },
      { number: foreign.number, ts, temperature: 3.5, humidity: 55 },
    ];
    const sent = await docking<IngestResult>(key, 'POST', { data: JSON.stringify(batch) });
    expect(sent.envelope.status).toBe(ApiStatus.ok);
    expect(sent.envelope.data.stored).toBe(1);
    expect(sent.envelope.data.rejected).toEqual([expect.objectContaining({ index: 1, reason: 'validation.readings.unknownDevice' })]);
    const stored = await platform.app.db.selectFrom('readings').select('temperature').where('device_id', '=', own.id).where('ts', '=', ts).executeTakeFirst();
    expect(stored?.temperature).toBe(3.5);

    const read = await docking<{ list: Array<{ ts: number; temperature: number }> }>(key, 'GET', { number: own.number, start: ts - 10, end: ts + 10 });
    expect(read.envelope.status).toBe(ApiStatus.ok);
    expect(read.envelope.data.list).toEqual([expect.objectContaining({ ts, temperature: 3.5 })]);
    const readForeign = await docking(key, 'GET', { number: foreign.number, start: ts - 10, end: ts + 10 });
    expect(readForeign.envelope.status).toBe(ApiStatus.invalid);
    const noRange = await docking(key, 'GET', { number: own.number });
    expect(noRange.envelope.status).toBe(ApiStatus.invalid);
  });

  it('refuses a missing, wrong or revoked key, a bad signature, and a company without the service, storing nothing', async () => {
    const { key, id } = (await create(admin)).envelope.data!;
    const own = await deviceOf(1);
    const data = () => JSON.stringify([{ number: own.number, ts: unixNow(platform.clock.now()) - 30, temperature: 2 }]);
    const before = await countRows(platform, 'readings');

    const missing = await docking(' ', 'POST', { data: data() });
    expect(missing).toMatchObject({ statusCode: 401, envelope: { status: ApiStatus.tokenInvalid, message: 'The docking key is invalid or revoked' } });
    const unknown = await docking(`dk_${'0'.repeat(48)}`, 'POST', { data: data() });
    expect(unknown.envelope.status).toBe(ApiStatus.tokenInvalid);
    const unsigned = await docking(key, 'POST', { data: data() }, { sign: false });
    expect(unsigned.envelope).toMatchObject({ status: ApiStatus.badSignature, message: 'Missing request signature' });
    // signed with the console's salt instead of the key
    const timeunix = unixNow(platform.clock.now());
    const consoleSigned = withSignField(platform.config.signing, { data: data() }, timeunix, newNonce());
    const wrong = await platform.app.inject({ method: 'POST', url: `/api${DOCKING_READINGS_PATH}`, headers: { 'x-docking-key': key, 'content-type': 'application/json', lang: 'en' }, payload: JSON.stringify(consoleSigned) });
    expect(wrong.json()).toMatchObject({ status: ApiStatus.badSignature, message: 'Invalid request signature' });

    await setService(1, DATA_INTERFACE.notActivated);
    const noService = await docking(key, 'POST', { data: data() });
    expect(noService).toMatchObject({ statusCode: 403, envelope: { status: ApiStatus.forbidden, message: 'The data interface is a premium service that is not activated: please contact sales' } });
    await setService(1, DATA_INTERFACE.trial);
    expect((await docking(key, 'POST', { data: data() })).envelope.status).toBe(ApiStatus.ok);
    await setService(1, DATA_INTERFACE.subscribed);

    expect((await revoke(admin, id)).envelope.status).toBe(ApiStatus.ok);
    const revoked = await docking(key, 'POST', { data: data() });
    expect(revoked.envelope.status).toBe(ApiStatus.tokenInvalid);
    expect(await countRows(platform, 'readings')).toBe(before + 1);
  });
});
