/**
 * Issue 30 §3 acceptance: a recharge is refused for a shared-settlement company (spec §6, its
 * wording), and a recharge lands in the orders and the balance history, in one transaction.
 * Permission before input: only a platform user with the page and its add code recharges.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { BalanceHistoryRow } from '../../../src/lib/balance';
import type { OrderPage, RechargeCompany, RechargeReceipt } from '../../../src/lib/recharge';
import { recharge } from '../../services/money/recharge';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
let companyAdmin: TestSession;
let operator: TestSession;
let first: { id: number; name: string };
let second: { id: number; name: string };

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  companyAdmin = (await loginAs(platform, 'admin0002')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  [first, second] = (await platform.app.db.selectFrom('companies').select(['id', 'name']).orderBy('id').execute()) as [typeof first, typeof second];
});
afterAll(() => platform.close());

const post = (json: Record<string, unknown>, session = admin) => signedInject<RechargeReceipt>(platform, { method: 'POST', url: '/recharge', json, session });
const companies = (session = admin) => signedInject<{ list: RechargeCompany[] }>(platform, { method: 'GET', url: '/recharge/companies', session });
const balanceOf = (companyId: number) => platform.app.db.selectFrom('companies').select(['sms_balance', 'voice_balance']).where('id', '=', companyId).executeTakeFirstOrThrow();
const written = async () => ({ orders: await countRows(platform, 'recharge_orders'), history: await countRows(platform, 'balance_history'), first: await balanceOf(first.id), second: await balanceOf(second.id) });

describe('POST /recharge', () => {
  it('adds the credit and writes its order and its balance history row together', async () => {
    const before = await balanceOf(second.id);
    const { statusCode, envelope } = await post({ companyId: second.id, kind: 'sms', amount: 500 });
    expect(statusCode).toBe(200);
    expect(envelope).toMatchObject({ status: ApiStatus.ok, message: 'Recharged' });
    const receipt = envelope.data!;
    expect(receipt).toMatchObject({ companyId: second.id, kind: 'sms', amount: 500, balanceAfter: before.sms_balance + 500 });
    expect(await balanceOf(second.id)).toEqual({ ...before, sms_balance: before.sms_balance + 500 });

    const order = await platform.app.db.selectFrom('recharge_orders').selectAll().where('id', '=', receipt.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ company_id: second.id, kind: 'sms', state: 'paid', actor_name: 'admin0001' });
    expect(Number(order.amount)).toBe(500);
    const history = await platform.app.db.selectFrom('balance_history').selectAll().where('id', '=', order.history_id).executeTakeFirstOrThrow();
    expect(history).toMatchObject({ company_id: second.id, kind: 'sms', change: 500, balance_after: before.sms_balance + 500, reason: 'topUp', actor_name: 'admin0001' });

    // the orders page and the company's balance history both show it
    const orders = await signedInject<OrderPage>(platform, { method: 'GET', url: '/order', query: { type: 'recharge' }, session: companyAdmin });
    expect(orders.envelope.data!.list[0]).toMatchObject({ key: `recharge-${receipt.orderId}`, type: 'recharge', state: 'paid', amount: 500, unit: 'sms', payer: second, company: second, actor: 'admin0001' });
    const now = platform.app.nowUnix();
    const ledger = await signedInject<{ list: BalanceHistoryRow[] }>(platform, { method: 'GET', url: '/balance/history', query: { start: now - 3600, end: now + 60 }, session: companyAdmin });
    expect(ledger.envelope.data!.list[0]).toMatchObject({ kind: 'sms', change: 500, reason: 'topUp', actor: 'admin0001' });
  });

  it('the top-up of the balance page is a recharge too: it writes an order', async () => {
    const orders = await countRows(platform, 'recharge_orders');
    const { envelope } = await signedInject(platform, { method: 'POST', url: '/balance/topup', json: { companyId: first.id, kind: 'voice', amount: 3 }, session: admin });
    expect(envelope.status).toBe(ApiStatus.ok);
    expect(await countRows(platform, 'recharge_orders')).toBe(orders + 1);
  });

  it('leaves no credit and no history when its order cannot be written (one transaction)', async () => {
    const before = await written();
    // an actor who is no user: the order's foreign key fails after the credit and the history row were written
    await expect(recharge(platform.app.db, { companyId: second.id, kind: 'voice', amount: 7, actor: { id: 999_999, name: 'ghost' }, now: platform.app.nowUnix() })).rejects.toThrow();
    expect(await written()).toEqual(before);
  });

  it('refuses wrong bodies naming the field, writing nothing', async () => {
    const before = await written();
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{}, ['amount', 'companyId', 'kind']],
      [{ companyId: second.id, kind: 'sms', amount: 0 }, ['amount']],
      [{ companyId: second.id, kind: 'sms', amount: -5 }, ['amount']],
      [{ companyId: second.id, kind: 'sms', amount: 2.5 }, ['amount']],
      [{ companyId: second.id, kind: 'sms', amount: 1_000_001 }, ['amount']],
      [{ companyId: second.id, kind: 'sms', amount: '10' }, ['amount']],
      [{ companyId: second.id, kind: 'funds', amount: 10 }, ['kind']],
      [{ companyId: 'two', kind: 'sms', amount: 10 }, ['companyId']],
      [{ companyId: second.id, kind: 'sms', amount: 10, price: 1 }, ['price']],
    ];
    for (const [body, fields] of cases) {
      const { statusCode, envelope } = await post(body);
      expect(statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys((envelope.data as unknown as { errors: object }).errors).sort(), JSON.stringify(body)).toEqual(fields);
    }
    const huge = await signedInject(platform, { method: 'POST', url: '/recharge', json: { companyId: second.id, kind: 'sms', amount: 1, pad: 'x'.repeat(4000) }, session: admin });
    expect(huge.statusCode).toBe(413);
    expect(await written()).toEqual(before);
  });

  it('answers -6 for a company that does not exist', async () => {
    const { statusCode, envelope } = await post({ companyId: 99_999, kind: 'sms', amount: 10 });
    expect(statusCode).toBe(404);
    expect(envelope.status).toBe(ApiStatus.notFound);
  });

  it('is for platform users with the page: a company administrator and operator01 are refused before the input is read', async () => {
    const before = await written();
    for (const session of [companyAdmin, operator]) {
      for (const body of [{ companyId: second.id, kind: 'sms', amount: 10 }, {}]) {
        const { statusCode, envelope } = await post(body, session);
        expect(statusCode).toBe(403);
        expect(envelope.status).toBe(ApiStatus.forbidden);
      }
      expect((await companies(session)).statusCode).toBe(403);
    }
    expect(await written()).toEqual(before);
  });
});

describe('a shared-settlement company (spec §6)', () => {
  beforeAll(async () => {
    await platform.app.db.updateTable('companies').set({ settlement: 'shared', parent_id: first.id }).where('id', '=', second.id).execute();
  });
  afterAll(async () => {
    await platform.app.db.updateTable('companies').set({ settlement: 'independent', parent_id: null }).where('id', '=', second.id).execute();
  });

  it("is listed as drawing from its parent, and its recharge is refused with the spec's message, writing nothing", async () => {
    const listed = (await companies()).envelope.data!.list;
    expect(listed.find((c) => c.id === second.id)).toMatchObject({ settlement: 'shared', canRecharge: false, payer: first });
    expect(listed.find((c) => c.id === first.id)).toMatchObject({ canRecharge: true, payer: first });

    const before = await written();
    for (const kind of ['sms', 'voice']) {
      const { statusCode, envelope } = await post({ companyId: second.id, kind, amount: 10 });
      expect(statusCode).toBe(200);
      expect(envelope).toMatchObject({ status: ApiStatus.failed, message: 'Shared accounts cannot top up individually' });
    }
    expect(await written()).toEqual(before);
  });

  it('its parent recharges: the child spends what the parent has', async () => {
    const { envelope } = await post({ companyId: first.id, kind: 'voice', amount: 40 });
    expect(envelope.status).toBe(ApiStatus.ok);
    const account = await signedInject<{ voice: number }>(platform, { method: 'GET', url: '/balance/account', session: companyAdmin });
    expect(account.envelope.data!.voice).toBe((await balanceOf(first.id)).voice_balance);
  });
});
