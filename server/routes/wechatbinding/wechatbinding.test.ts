import { ApiStatus } from '../../../src/lib/contract';
import { WECHAT_TICKET_TTL_SECONDS, type WechatBindingStatus, type WechatTicket } from '../../../src/lib/wechatBinding';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
beforeEach(async () => {
  platform = await createTestPlatform();
  ({ session: admin } = await loginAs(platform, 'admin0001'));
});
afterEach(() => platform.close());

const status = async (session = admin) => (await signedInject<WechatBindingStatus>(platform, { method: 'GET', url: '/wechatbinding', session })).envelope;
const newTicket = async (session = admin) => (await signedInject<WechatTicket>(platform, { method: 'POST', url: '/wechatbinding/ticket', session, form: {} })).envelope.data!;
const ticketState = (ticket: string, session = admin) => signedInject<{ state: string }>(platform, { method: 'GET', url: `/wechatbinding/ticket/${ticket}`, session });
const simulate = (ticket: string, session = admin) => signedInject<{ state: string }>(platform, { method: 'POST', url: '/wechatbinding/simulate', session, form: { ticket } });
const bindings = () => platform.app.db.selectFrom('wechat_bindings').selectAll().execute();

describe('/wechatbinding', () => {
  it('binds through a ticket whose QR code is scanned (simulated), shows the binding masked, and unbinds', async () => {
    expect((await status()).data).toEqual({ bound: false, openId: '', boundAt: 0, simulated: true });
    const { ticket, qr, expiresAt } = await newTicket();
    expect(ticket).toMatch(/^[0-9a-f]{32}$/);
    expect(qr.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(qr.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(expiresAt).toBe(platform.app.nowUnix() + WECHAT_TICKET_TTL_SECONDS);
    expect((await ticketState(ticket)).envelope.data).toEqual({ state: 'waiting' });

    expect((await simulate(ticket)).envelope.data).toEqual({ state: 'bound' });
    expect((await ticketState(ticket)).envelope.data).toEqual({ state: 'bound' });
    const bound = (await status()).data!;
    expect(bound).toMatchObject({ bound: true, boundAt: platform.app.nowUnix() });
    const [row] = await bindings();
    expect(bound.openId).toBe(`${row!.open_id.slice(0, 4)}…${row!.open_id.slice(-4)}`);
    // a second scan of the same code binds nothing new
    expect((await simulate(ticket)).envelope.data).toEqual({ state: 'bound' });
    expect(await bindings()).toHaveLength(1);

    expect((await signedInject(platform, { method: 'DELETE', url: '/wechatbinding', session: admin })).envelope.status).toBe(ApiStatus.ok);
    expect((await status()).data).toMatchObject({ bound: false, openId: '' });
    expect(await bindings()).toEqual([]);
  });

  it('an expired ticket stays unbound: the page is told "expired" and a new ticket replaces the old', async () => {
    const first = await newTicket();
    platform.clock.advance(WECHAT_TICKET_TTL_SECONDS);
    expect((await ticketState(first.ticket)).envelope.data).toEqual({ state: 'expired' });
    expect((await simulate(first.ticket)).envelope.data).toEqual({ state: 'expired' });
    expect(await bindings()).toEqual([]);
    const second = await newTicket();
    expect(second.ticket).not.toBe(first.ticket);
    // one live code per user: the earlier ticket is gone
    expect((await ticketState(first.ticket)).envelope.status).toBe(ApiStatus.notFound);
    expect((await simulate(second.ticket)).envelope.data).toEqual({ state: 'bound' });
  });

  it('refuses a malformed ticket with its field message and binds nothing', async () => {
    await newTicket();
    const { statusCode, envelope } = await simulate('not-a-ticket');
    expect(statusCode).toBe(422);
    expect(envelope.status).toBe(ApiStatus.invalid);
    expect(Object.keys((envelope.data as unknown as { errors: object }).errors)).toEqual(['ticket']);
    const missing = await signedInject(platform, { method: 'POST', url: '/wechatbinding/simulate', session: admin, form: {} });
    expect(missing.envelope.status).toBe(ApiStatus.invalid);
    expect(await bindings()).toEqual([]);
  });

  it('needs the page: an operator without the WeChat binding menu is refused every call', async () => {
    const { session: operator } = await loginAs(platform, 'operator01');
    const { ticket } = await newTicket();
    for (const call of [
      () => status(operator),
      async () => (await signedInject(platform, { method: 'POST', url: '/wechatbinding/ticket', session: operator, form: {} })).envelope,
      async () => (await ticketState(ticket, operator)).envelope,
      async () => (await simulate(ticket, operator)).envelope,
      async () => (await signedInject(platform, { method: 'DELETE', url: '/wechatbinding', session: operator })).envelope,
    ]) {
      expect((await call()).status).toBe(ApiStatus.forbidden);
    }
    expect(await bindings()).toEqual([]);
  });

  it("keeps companies apart: another company's admin cannot see or confirm a ticket, nor unbind another's WeChat", async () => {
    const { session: other } = await loginAs(platform, 'admin0002');
    const { ticket } = await newTicket();
    expect((await ticketState(ticket, other)).envelope.status).toBe(ApiStatus.notFound);
    expect((await simulate(ticket, other)).envelope.status).toBe(ApiStatus.notFound);
    expect(await bindings()).toEqual([]);
    await simulate(ticket);
    expect((await status(other)).data).toMatchObject({ bound: false });
    await signedInject(platform, { method: 'DELETE', url: '/wechatbinding', session: other });
    expect(await bindings()).toHaveLength(1);
  });
});

describe('/wechatbinding outside development', () => {
  it('offers no simulated scan', async () => {
    const production = await createTestPlatform({ consoleEnv: 'production' });
    try {
      const { session } = await loginAs(production, 'admin0001');
      const view = await signedInject<WechatBindingStatus>(production, { method: 'GET', url: '/wechatbinding', session });
      expect(view.envelope.data?.simulated).toBe(false);
      const { ticket } = (await signedInject<WechatTicket>(production, { method: 'POST', url: '/wechatbinding/ticket', session, form: {} })).envelope.data!;
      const refused = await signedInject(production, { method: 'POST', url: '/wechatbinding/simulate', session, form: { ticket } });
      expect(refused.envelope.status).toBe(ApiStatus.notFound);
      expect(await production.app.db.selectFrom('wechat_bindings').selectAll().execute()).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
