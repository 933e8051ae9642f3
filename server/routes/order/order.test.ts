/**
 * Issue 30 §3: GET /order lists recharge and renewal orders with their state, amount and payer,
 * newest first; company-scoped (the platform sees all and may filter on a company); bad queries
 * name the parameter.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { OrderPage } from '../../../src/lib/recharge';
import { listOrders } from '../../services/money/orders';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
let companyAdmin: TestSession;
let operator: TestSession;
let first: { id: number; name: string };
let second: { id: number; name: string };
let base: number;
/** the seed's recharge orders (db/seed/rechargeOrders.ts), 20 days old: after this file's orders */
let seeded: { all: number; second: number };

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  companyAdmin = (await loginAs(platform, 'admin0002')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  const { db } = platform.app;
  [first, second] = (await db.selectFrom('companies').select(['id', 'name']).orderBy('id').execute()) as [typeof first, typeof second];
  const users = Object.fromEntries((await db.selectFrom('users').select(['id', 'username']).execute()).map((u) => [u.username, u.id]));
  base = platform.app.nowUnix();
  const seededOf = async (companyId?: number) => {
    let q = db.selectFrom('recharge_orders').select((eb) => eb.fn.countAll<number>().as('n'));
    if (companyId !== undefined) q = q.where('company_id', '=', companyId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  seeded = { all: await seededOf(), second: await seededOf(second.id) };
  expect(seeded.all).toBeGreaterThan(0);
  const renewal = (companyId: number, payerId: number, state: string, createdAt: number, expiresAt: number, amount: number) => ({
    company_id: companyId,
    payer_id: payerId,
    user_id: users[companyId === first.id ? 'admin0001' : 'admin0002']!,
    device_ids: '[]',
    years: 1,
    amount,
    method: state === 'paid' ? 'balance' : 'wechat',
    state,
    created_at: createdAt,
    expires_at: expiresAt,
    paid_at: state === 'paid' ? createdAt : null,
  });
  await db
    .insertInto('renewal_orders')
    .values([
      renewal(first.id, first.id, 'paid', base - 50, base - 50, 60),
      renewal(second.id, second.id, 'pending', base - 40, base + 600, 120),
      renewal(second.id, second.id, 'pending', base - 30, base - 10, 180),
    ])
    .execute();
  // two recharges through the route: the orders it writes
  for (const [companyId, kind, amount] of [[first.id, 'sms', 10], [second.id, 'voice', 20]] as const) {
    const { envelope } = await signedInject(platform, { method: 'POST', url: '/recharge', json: { companyId, kind, amount }, session: admin });
    expect(envelope.status).toBe(ApiStatus.ok);
  }
}, 30_000);
afterAll(() => platform.close());

const list = (query: Record<string, string | number>, session = admin) => signedInject<OrderPage>(platform, { method: 'GET', url: '/order', query, session });
/** this file's orders, not the seed's */
const recent = (page: OrderPage) => page.list.filter((o) => o.createdAt >= base - 60);

describe('GET /order', () => {
  it('shows the platform every company’s orders, newest first, with state, amount and payer', async () => {
    const { envelope } = await list({});
    expect(envelope.status).toBe(ApiStatus.ok);
    expect(envelope.data!.total).toBe(5 + seeded.all);
    expect(envelope.data!.list.slice(5).every((o) => o.type === 'recharge' && o.createdAt < base - 60)).toBe(true);
    expect(recent(envelope.data!).map((o) => [o.type, o.company.id, o.state, o.amount, o.unit])).toEqual([
      ['recharge', second.id, 'paid', 20, 'voice'],
      ['recharge', first.id, 'paid', 10, 'sms'],
      ['renewal', second.id, 'expired', 180, 'funds'],
      ['renewal', second.id, 'pending', 120, 'funds'],
      ['renewal', first.id, 'paid', 60, 'funds'],
    ]);
    expect(recent(envelope.data!)[4]).toMatchObject({ payer: first, method: 'balance', actor: 'admin0001', paidAt: base - 50 });
  });

  it('keeps a company to its own orders, whatever companyId it names', async () => {
    for (const query of [{}, { companyId: first.id }] as Array<Record<string, number>>) {
      const { envelope } = await list(query, companyAdmin);
      expect(envelope.data!.total).toBe(3 + seeded.second);
      expect(new Set(envelope.data!.list.map((o) => o.company.id))).toEqual(new Set([second.id]));
    }
  });

  it('shows a parent the renewals it paid for a shared child', async () => {
    await platform.app.db.updateTable('renewal_orders').set({ payer_id: first.id }).where('company_id', '=', second.id).where('amount', '=', 120).execute();
    try {
      await platform.app.db.updateTable('companies').set({ parent_id: first.id, settlement: 'shared' }).where('id', '=', second.id).execute();
      // admin0001 is the platform: the parent's view is the scope of company first
      const page = await listOrders(platform.app.db, { scopeCompanyId: first.id, offset: 0, limit: 20, now: platform.app.nowUnix() });
      expect(recent(page).filter((o) => o.type === 'renewal').map((o) => [o.company.id, o.payer.id, o.amount])).toEqual([
        [second.id, first.id, 120],
        [first.id, first.id, 60],
      ]);
    } finally {
      await platform.app.db.updateTable('companies').set({ parent_id: null, settlement: 'independent' }).where('id', '=', second.id).execute();
      await platform.app.db.updateTable('renewal_orders').set({ payer_id: second.id }).where('company_id', '=', second.id).execute();
    }
  });

  it('filters on type, state and company, and pages', async () => {
    const types = async (query: Record<string, string | number>) => recent((await list(query)).envelope.data!).map((o) => `${o.type}:${o.state}:${o.amount}`);
    expect(await types({ type: 'renewal' })).toEqual(['renewal:expired:180', 'renewal:pending:120', 'renewal:paid:60']);
    expect(await types({ type: 'recharge', companyId: second.id })).toEqual(['recharge:paid:20']);
    expect(await types({ state: 'pending' })).toEqual(['renewal:pending:120']);
    expect(await types({ state: 'expired' })).toEqual(['renewal:expired:180']);
    expect(await types({ state: 'paid', companyId: first.id })).toEqual(['recharge:paid:10', 'renewal:paid:60']);
    const second2 = await list({ perPage: 2, page: 2 });
    expect(second2.envelope.data!.total).toBe(5 + seeded.all);
    expect(second2.envelope.data!.list.map((o) => o.amount)).toEqual([180, 120]);
  });

  it('refuses bad parameters, naming them', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ type: 'gift' }, 'type'],
      [{ state: 'refunded' }, 'state'],
      [{ companyId: 'x' }, 'companyId'],
      [{ perPage: 101 }, 'perPage'],
      [{ page: 0 }, 'page'],
      [{ sort: 'amount' }, 'sort'],
    ];
    for (const [query, field] of cases) {
      const { statusCode, envelope } = await list(query);
      expect(statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys((envelope.data as unknown as { errors: object }).errors)).toEqual([field]);
    }
  });

  it('is refused to operator01, which has no page', async () => {
    const { statusCode, envelope } = await list({}, operator);
    expect(statusCode).toBe(403);
    expect(envelope.status).toBe(ApiStatus.forbidden);
  });
});
