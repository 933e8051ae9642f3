/**
 * Issue 30 §4: the IP white list, enforced at login for a company with an enabled entry. The
 * client's address is Fastify's request.ip: the socket's peer, or behind a trusted proxy
 * (TRUST_PROXY) the X-Forwarded-For it sets; an untrusted sender's header is ignored. A refused
 * login is counted like a wrong password (the puzzle after three).
 */
import { ApiStatus, type LoginData } from '../../../src/lib/contract';
import { encryptPassword } from '../../../src/lib/sm2';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts';
import { plainAddress } from '../../services/ipWhitelist';
import { createTestPlatform, signedInject, type TestPlatform } from '../../../test/support/testPlatform';

const PROXY = '10.0.0.5';
const ALLOWED = '203.0.113.7';
const STRANGER = '198.51.100.1';
const SECOND_ADMIN = DEMO_ACCOUNTS.find((account) => account.username === 'admin0002')!;
const FIRST_ADMIN = DEMO_ACCOUNTS.find((account) => account.username === 'admin0001')!;

/** several logins each (SM2 and the password hash) on a shared 2-core runner */
const SLOW = 30_000;
let platform: TestPlatform | undefined;

async function start(options: { trustProxy?: string } = {}): Promise<void> {
  await platform?.close();
  platform = await createTestPlatform(options);
  const { app } = platform;
  const company = (await app.db.selectFrom('users').select('company_id').where('username', '=', SECOND_ADMIN.username).executeTakeFirstOrThrow()).company_id;
  const now = app.nowUnix();
  await app.db
    .insertInto('records')
    .values([
      { resource: 'ipWhitelist', company_id: company, data: JSON.stringify({ ip: ALLOWED, description: 'office', enabled: true }), created_at: now, updated_at: now },
      { resource: 'ipWhitelist', company_id: company, data: JSON.stringify({ ip: STRANGER, description: 'switched off', enabled: false }), created_at: now, updated_at: now },
    ])
    .execute();
}

function login(account: { username: string; password: string }, remoteAddress: string, forwardedFor?: string) {
  const p = platform!;
  return signedInject<LoginData>(p, {
    method: 'POST',
    url: '/auth/login',
    form: { username: account.username, password: encryptPassword(account.password, p.app.keys.publicKey), serviceloginkey: '', identifier: 'test', v: '1.3.0', agentToken: '' },
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });
}

const REFUSED = { status: ApiStatus.failed, message: "Login from this IP address is not allowed: it is not on your company's IP white list" };

describe('the IP white list at login', () => {
  beforeAll(() => start(), SLOW);
  afterAll(() => platform?.close());

  it('lets a user of the company in from a listed address only; a switched-off entry lets nobody in', async () => {
    expect((await login(SECOND_ADMIN, ALLOWED)).envelope.status).toBe(ApiStatus.ok);
    expect((await login(SECOND_ADMIN, `::ffff:${ALLOWED}`)).envelope.status).toBe(ApiStatus.ok);
    const refused = await login(SECOND_ADMIN, STRANGER);
    expect(refused.envelope).toMatchObject(REFUSED);
    expect(refused.envelope.data).toBeUndefined();
    expect((await login(SECOND_ADMIN, '2001:db8::1')).envelope).toMatchObject(REFUSED);
    // another company without a list: any address
    expect((await login(FIRST_ADMIN, STRANGER)).envelope.status).toBe(ApiStatus.ok);
  }, SLOW);

  it('counts a refusal like a wrong password: the third from that address needs the puzzle', async () => {
    const other = '198.51.100.2';
    for (let i = 0; i < 2; i += 1) expect((await login(SECOND_ADMIN, other)).envelope).toMatchObject(REFUSED);
    const counted = await platform!.app.db.selectFrom('login_client_failures').select(['client', 'failures']).where('username', '=', SECOND_ADMIN.username).where('client', '=', other).execute();
    expect(counted).toEqual([{ client: other, failures: 2 }]);
    expect((await login(SECOND_ADMIN, other)).envelope).toMatchObject(REFUSED);
    expect((await login(SECOND_ADMIN, other)).envelope.status).toBe(ApiStatus.puzzle);
    // the listed address is not touched by the stranger's count
    expect((await login(SECOND_ADMIN, ALLOWED)).envelope.status).toBe(ApiStatus.ok);
  }, SLOW);

  it('no session is created for a refused login', async () => {
    const before = await platform!.app.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await login(SECOND_ADMIN, STRANGER);
    const after = await platform!.app.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // the login log names the refusal for what it is
    const logged = await platform!.app.db.selectFrom('login_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ username: SECOND_ADMIN.username, result: 'ipRefused' });
  }, SLOW);

  it('ignores X-Forwarded-For from an untrusted sender: a client cannot claim a listed address', async () => {
    expect((await login(SECOND_ADMIN, '198.51.100.3', ALLOWED)).envelope).toMatchObject(REFUSED);
  }, SLOW);
});

describe('the IP white list behind a trusted proxy (TRUST_PROXY)', () => {
  beforeAll(() => start({ trustProxy: PROXY }), SLOW);
  afterAll(() => platform?.close());

  it('reads the client from X-Forwarded-For', async () => {
    expect((await login(SECOND_ADMIN, PROXY, ALLOWED)).envelope.status).toBe(ApiStatus.ok);
    expect((await login(SECOND_ADMIN, PROXY, STRANGER)).envelope).toMatchObject(REFUSED);
    // the proxy's own address is not the client's
    expect((await login(SECOND_ADMIN, PROXY)).envelope).toMatchObject(REFUSED);
  }, SLOW);
});

describe('plainAddress', () => {
  it('reads an IPv4-mapped IPv6 address as IPv4 and leaves others', () => {
    expect(plainAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(plainAddress('::FFFF:10.1.2.3')).toBe('10.1.2.3');
    expect(plainAddress('10.1.2.3')).toBe('10.1.2.3');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});
