import { ApiStatus } from '../../../src/lib/contract';
import type { BalanceHistoryRow } from '../../../src/lib/balance';
import type { RenewalAccount, RenewalDevices, RenewalQuote, RenewalReceipt, WechatOrder } from '../../../src/lib/renewal';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
let operator: TestSession;
let secondAdmin: TestSession;
let first: number;
let second: number;
const DAY = 86_400;
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 8, 0, 0) / 1000;
/** the same instant `years` later, written out independently of the code under test */
const yearsLater = (unix: number, years: number) => {
  const date = new Date(unix * 1000);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.getTime() / 1000;
};

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  [first, second] = (await platform.app.db.selectFrom('companies').select('id').orderBy('id').execute()).map((c) => c.id) as [number, number];
});
afterAll(() => platform.close());

const now = () => Math.floor(platform.clock.now() / 1000);
const db = () => platform.app.db;
const get = <T>(url: string, query: Record<string, string | number> = {}, session = admin) => signedInject<T>(platform, { method: 'GET', url, query, session });
const post = <T>(url: string, json: Record<string, unknown>, session = admin) => signedInject<T>(platform, { method: 'POST', url, json, session });
const funds = async (id: number) => Number((await db().selectFrom('companies').select('funds_balance').where('id', '=', id).executeTakeFirstOrThrow()).funds_balance);
const setFunds = (id: number, value: number) => db().updateTable('companies').set({ funds_balance: value }).where('id', '=', id).execute();
const expiryOf = async (id: number) => Number((await db().selectFrom('devices').select('expire_date').where('id', '=', id).executeTakeFirstOrThrow()).expire_date);
/** `count` devices of a company, given these expiries */
async function devicesOf(companyId: number, expiries: number[]): Promise<number[]> {
  const rows = await db().selectFrom('devices').select('id').where('company_id', '=', companyId).orderBy('id').limit(expiries.length).execute();
  for (const [i, row] of rows.entries()) await db().updateTable('devices').set({ expire_date: expiries[i]! }).where('id', '=', row.id).execute();
  return rows.map((row) => row.id);
}
const written = async () => ({ orders: await countRows(platform, 'renewal_orders'), history: await countRows(platform, 'balance_history'), first: await funds(first), second: await funds(second) });
const errorFields = (data: unknown) => Object.keys((data as { errors: object }).errors).sort();

describe('GET /renewal/account and /renewal/devices', () => {
  it("answers the funds, the price and the terms of the user's company", async () => {
    const { envelope } = await get<RenewalAccount>('/renewal/account');
    expect(envelope.data).toMatchObject({ balance: await funds(first), payer: { id: first }, pricePerDeviceYear: 60, terms: [1, 2, 3], wechat: true, qrTimeoutSeconds: 120 });
  });

  it('lists the devices due (expired or expiring within 3 months), soonest first, of the own company only', async () => {
    const { envelope } = await get<RenewalDevices>('/renewal/devices', { limit: 500 });
    const list = envelope.data!.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((d) => d.expireDate < now() + 93 * DAY)).toBe(true);
    expect(list.map((d) => d.expireDate)).toEqual([...list.map((d) => d.expireDate)].sort((a, b) => a - b));
    const expired = list.find((d) => d.state === 'expired')!;
    expect(expired.expireDate).toBeLessThan(now());
    const ours = new Set((await db().selectFrom('devices').select('id').where('company_id', '=', first).execute()).map((d) => d.id));
    expect(list.every((d) => ours.has(d.id))).toBe(true);
    const theirs = (await get<RenewalDevices>('/renewal/devices', { limit: 500 }, secondAdmin)).envelope.data!.list;
    expect(theirs.some((d) => ours.has(d.id))).toBe(false);
    const onlyExpired = (await get<RenewalDevices>('/renewal/devices', { scope: 'expired', limit: 500 })).envelope.data!.list;
    expect(onlyExpired.every((d) => d.state === 'expired')).toBe(true);
  });

  it('gives each device the dates of its SIM cancellation and of its data deletion', async () => {
    const [id] = await devicesOf(first, [utc(2023, 1, 10)]);
    const device = (await get<RenewalDevices>('/renewal/devices', { scope: 'expired', q: (await db().selectFrom('devices').select('number').where('id', '=', id!).executeTakeFirstOrThrow()).number })).envelope.data!.list[0]!;
    // 3 months after 10 Jan 2023 is before the policy took effect (15 June 2023)
    expect(device).toMatchObject({ id, simCancelDate: Date.UTC(2023, 5, 15) / 1000, dataDeletionDate: utc(2023, 7, 10) });
  });

  it('refuses bad query parameters by name', async () => {
    for (const [query, fields] of [
      [{ scope: 'all' }, ['scope']],
      [{ limit: 0 }, ['limit']],
      [{ limit: 501 }, ['limit']],
      [{ limit: 'ten' }, ['limit']],
      [{ q: 'x'.repeat(51) }, ['q']],
      [{ companyId: second }, ['companyId']],
    ] as Array<[Record<string, string | number>, string[]]>) {
      const { statusCode, envelope } = await get('/renewal/devices', query);
      expect(statusCode, JSON.stringify(query)).toBe(422);
      expect(errorFields(envelope.data)).toEqual(fields);
    }
  });
});

describe('POST /renewal/pay from the balance', () => {
  it('counts each term from the expiry date, charges devices × years × price, and records it in the balance history', async () => {
    const soon = now() + 10 * DAY;
    const ids = await devicesOf(first, [utc(2024, 10, 15), utc(2025, 3, 31), soon]);
    await setFunds(first, 1000);
    const quote = (await post<RenewalQuote>('/renewal/quote', { deviceIds: ids, years: 2 })).envelope.data!;
    expect(quote.amount).toBe(360); // 3 devices × 2 years × 60
    const { envelope } = await post<RenewalReceipt>('/renewal/pay', { deviceIds: ids, years: 2 });
    expect(envelope.status).toBe(ApiStatus.ok);
    expect(envelope.data).toMatchObject({ amount: 360, balanceAfter: 640, years: 2 });
    expect(await funds(first)).toBe(640);
    expect(await expiryOf(ids[0]!)).toBe(utc(2026, 10, 15));
    expect(await expiryOf(ids[1]!)).toBe(utc(2027, 3, 31));
    expect(await expiryOf(ids[2]!)).toBe(yearsLater(soon, 2));
    const history = (await get<{ list: BalanceHistoryRow[] }>('/balance/history', { start: now() - DAY, end: now() + DAY })).envelope.data!.list;
    expect(history[0]).toMatchObject({ kind: 'funds', change: -360, balanceAfter: 640, reason: 'renewal', actor: 'admin0001' });
  });

  it('renews a device expired on D for one year to D + 1 year, not to a year after the payment', async () => {
    const [id] = await devicesOf(first, [utc(2025, 6, 1)]);
    await setFunds(first, 60);
    expect((await post('/renewal/pay', { deviceIds: [id], years: 1 })).envelope.status).toBe(ApiStatus.ok);
    expect(await expiryOf(id!)).toBe(utc(2026, 6, 1));
    expect(await funds(first)).toBe(0);
  });

  it('refuses insufficient funds with "Insufficient balance", writing nothing', async () => {
    const ids = await devicesOf(first, [now() - DAY, now() - 2 * DAY]);
    await setFunds(first, 119);
    const before = await written();
    const { envelope } = await post('/renewal/pay', { deviceIds: ids, years: 1 });
    expect(envelope).toMatchObject({ status: ApiStatus.failed, message: 'Insufficient balance' });
    expect(await written()).toEqual(before);
    expect(await expiryOf(ids[0]!)).toBe(now() - DAY);
  });

  it("refuses another company's device and a device not due, writing nothing", async () => {
    await setFunds(first, 10_000);
    const [ours] = await devicesOf(first, [now() - DAY]);
    const [theirs] = await devicesOf(second, [now() - DAY]);
    const before = await written();
    const foreign = await post('/renewal/pay', { deviceIds: [ours, theirs], years: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.envelope.status).toBe(ApiStatus.notFound);
    expect((await post('/renewal/quote', { deviceIds: [theirs], years: 1 })).statusCode).toBe(404);
    const [later] = await devicesOf(first, [now() + 200 * DAY]);
    expect((await post('/renewal/pay', { deviceIds: [later], years: 1 })).envelope).toMatchObject({ status: ApiStatus.failed, message: 'Only expired devices and devices expiring within 3 months can be renewed' });
    expect(await written()).toEqual(before);
    expect(await expiryOf(theirs!)).toBe(now() - DAY);
  });

  it('refuses wrong bodies naming the field, writing nothing', async () => {
    const [id] = await devicesOf(first, [now() - DAY]);
    const before = await written();
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{}, ['deviceIds', 'years']],
      [{ deviceIds: [], years: 1 }, ['deviceIds']],
      [{ deviceIds: id, years: 1 }, ['deviceIds']],
      [{ deviceIds: ['one'], years: 1 }, ['deviceIds']],
      [{ deviceIds: [id, id], years: 1 }, ['deviceIds']],
      [{ deviceIds: Array.from({ length: 501 }, (_, i) => i + 1), years: 1 }, ['deviceIds']],
      [{ deviceIds: [id], years: 0 }, ['years']],
      [{ deviceIds: [id], years: 4 }, ['years']],
      [{ deviceIds: [id], years: 1.5 }, ['years']],
      [{ deviceIds: [id], years: '1' }, ['years']],
      [{ deviceIds: [id], years: 1, amount: 0 }, ['amount']],
    ];
    for (const [body, fields] of cases) {
      for (const url of ['/renewal/pay', '/renewal/quote', '/renewal/wechat']) {
        const { statusCode, envelope } = await post(url, body);
        expect(statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
        expect(errorFields(envelope.data)).toEqual(fields);
      }
    }
    expect(await written()).toEqual(before);
  });

  it('is refused to operator01, whose role has the page but not its edit code', async () => {
    const [id] = await devicesOf(first, [now() - DAY]);
    const before = await written();
    for (const url of ['/renewal/pay', '/renewal/wechat']) {
      const { statusCode, envelope } = await post(url, { deviceIds: [id], years: 1 }, operator);
      expect(statusCode).toBe(403);
      expect(envelope.status).toBe(ApiStatus.forbidden);
    }
    expect(await written()).toEqual(before);
  });

  it("a shared-settlement company pays from its parent's funds (spec §6)", async () => {
    await db().updateTable('companies').set({ settlement: 'shared', parent_id: first }).where('id', '=', second).execute();
    await setFunds(first, 500);
    await setFunds(second, 0);
    const ids = await devicesOf(second, [now() - DAY, now() - DAY]);
    expect((await get<RenewalAccount>('/renewal/account', {}, secondAdmin)).envelope.data).toMatchObject({ balance: 500, payer: { id: first }, settlement: 'shared' });
    expect((await post<RenewalReceipt>('/renewal/pay', { deviceIds: ids, years: 3 }, secondAdmin)).envelope.data).toMatchObject({ amount: 360, balanceAfter: 140 });
    expect(await funds(first)).toBe(140);
    expect(await funds(second)).toBe(0);
    const row = await db().selectFrom('balance_history').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: first, source_company_id: second, kind: 'funds', change: -360, reason: 'renewal' });
    await db().updateTable('companies').set({ settlement: 'independent', parent_id: null }).where('id', '=', second).execute();
  });
});

describe('the simulated WeChat payment', () => {
  it('is paid once, before its timeout, renewing from the expiry and recording money in and out', async () => {
    const ids = await devicesOf(first, [utc(2025, 1, 20), now() - DAY]);
    await setFunds(first, 0);
    const created = (await post<WechatOrder>('/renewal/wechat', { deviceIds: ids, years: 1 })).envelope.data!;
    expect(created).toMatchObject({ amount: 120, state: 'pending', expiresAt: now() + 120 });
    expect(created.qrText).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=RENEW\d{8}$/);
    expect((await get<WechatOrder>(`/renewal/wechat/${created.orderId}`)).envelope.data!.state).toBe('pending');
    // another user's order reads as none
    expect((await get(`/renewal/wechat/${created.orderId}`, {}, secondAdmin)).statusCode).toBe(404);
    expect((await post(`/renewal/wechat/${created.orderId}/pay`, {}, secondAdmin)).statusCode).toBe(404);

    const paid = (await post<WechatOrder>(`/renewal/wechat/${created.orderId}/pay`, {})).envelope.data!;
    expect(paid).toMatchObject({ state: 'paid', receipt: { amount: 120, balanceAfter: 0 } });
    expect(await expiryOf(ids[0]!)).toBe(utc(2026, 1, 20));
    expect(await funds(first)).toBe(0);
    const rows = await db().selectFrom('balance_history').select(['change', 'balance_after', 'reason', 'kind']).orderBy('id', 'desc').limit(2).execute();
    expect(rows.reverse()).toEqual([
      { change: 120, balance_after: 120, reason: 'wechatPay', kind: 'funds' },
      { change: -120, balance_after: 0, reason: 'renewal', kind: 'funds' },
    ]);
    expect((await post(`/renewal/wechat/${created.orderId}/pay`, {})).envelope).toMatchObject({ status: ApiStatus.failed, message: 'This order has already been paid' });
  });

  it('cannot be paid after its timeout, and nothing is written', async () => {
    const [id] = await devicesOf(first, [now() - DAY]);
    const created = (await post<WechatOrder>('/renewal/wechat', { deviceIds: [id], years: 1 })).envelope.data!;
    platform.clock.advance(121);
    expect((await get<WechatOrder>(`/renewal/wechat/${created.orderId}`)).envelope.data!.state).toBe('expired');
    const before = await written();
    expect((await post(`/renewal/wechat/${created.orderId}/pay`, {})).envelope).toMatchObject({ status: ApiStatus.failed, message: 'The payment QR code has expired; please generate a new one' });
    expect(await written()).toEqual(before);
    expect(await expiryOf(id!)).toBe(created.expiresAt - 120 - DAY);
  });

  it('answers 404 for an order id that is not a number or not there', async () => {
    expect((await get('/renewal/wechat/abc')).statusCode).toBe(404);
    expect((await get('/renewal/wechat/99999')).statusCode).toBe(404);
  });
});
