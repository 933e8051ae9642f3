import type { Insertable } from 'kysely';
import type { AccountBalance, BalanceHistoryRow } from '../../../src/lib/balance';
import { ApiStatus } from '../../../src/lib/contract';
import type { BalanceHistoryTable } from '../../db/schema';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

type Page = { list: BalanceHistoryRow[]; total: number; truncated: boolean; message?: string };

let platform: TestPlatform;
let operator: TestSession;
let admin: TestSession;
let secondAdmin: TestSession;
let first: { id: number; name: string };
let second: { id: number; name: string };
const DAY = 86_400;

beforeAll(async () => {
  platform = await createTestPlatform();
  operator = (await loginAs(platform, 'operator01')).session;
  admin = (await loginAs(platform, 'admin0001')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  [first, second] = (await platform.app.db.selectFrom('companies').select(['id', 'name']).orderBy('id').execute()) as [typeof first, typeof second];
});
afterAll(() => platform.close());

const now = () => Math.floor(platform.clock.now() / 1000);
const account = (session = admin) => signedInject<AccountBalance>(platform, { method: 'GET', url: '/balance/account', session });
const history = (query: Record<string, string | number>, session = admin) => signedInject<Page>(platform, { method: 'GET', url: '/balance/history', query, session });
const topUp = (json: Record<string, unknown>, session = admin) => signedInject<BalanceHistoryRow>(platform, { method: 'POST', url: '/balance/topup', json, session });
const balanceOf = async (companyId: number) =>
  platform.app.db.selectFrom('companies').select(['sms_balance', 'voice_balance']).where('id', '=', companyId).executeTakeFirstOrThrow();

function ledger(row: Partial<Insertable<BalanceHistoryTable>> & { company_id: number }): Insertable<BalanceHistoryTable> {
  return { source_company_id: row.company_id, kind: 'sms', change: -1, balance_after: 0, reason: 'alarm', actor_name: '', notification_id: null, created_at: now() - 60, ...row };
}

describe('GET /balance/account', () => {
  it("answers the company's credit, its settlement and payer; only a platform administrator may top up", async () => {
    const ours = await account();
    expect(ours.envelope.status).toBe(ApiStatus.ok);
    const balance = await balanceOf(first.id);
    // the seeded company is shared with no parent: it pays for itself
    expect(ours.envelope.data).toEqual({ sms: balance.sms_balance, voice: balance.voice_balance, settlement: 'shared', payer: first, canTopUp: true });
    const theirs = await account(secondAdmin);
    expect(theirs.envelope.data).toMatchObject({ settlement: 'independent', payer: second, canTopUp: false });
  });

  it('is refused to operator01, which has no management page', async () => {
    const { statusCode, envelope } = await account(operator);
    expect(statusCode).toBe(403);
    expect(envelope.status).toBe(ApiStatus.forbidden);
  });
});

describe('GET /balance/history', () => {
  let base: number;
  beforeAll(async () => {
    base = now() - 100 * DAY;
    await platform.app.db
      .insertInto('balance_history')
      .values([
        ledger({ company_id: first.id, kind: 'sms', change: 100, balance_after: 600, reason: 'topUp', actor_name: 'admin0001', created_at: base }),
        ledger({ company_id: first.id, kind: 'voice', change: -1, balance_after: 199, reason: 'alarm', notification_id: 7, created_at: base + 10 }),
        ledger({ company_id: second.id, kind: 'sms', change: -1, balance_after: 99, created_at: base + 20 }),
      ])
      .execute();
  });

  it("answers the account's own rows, newest first", async () => {
    const { envelope } = await history({ start: base - DAY, end: base + DAY });
    expect(envelope.status).toBe(ApiStatus.ok);
    expect(envelope.data).toMatchObject({ total: 2, truncated: false });
    expect(envelope.data!.list).toMatchObject([
      { kind: 'voice', change: -1, balanceAfter: 199, reason: 'alarm', companyName: first.name, notificationId: 7, actor: '', createdAt: base + 10 },
      { kind: 'sms', change: 100, balanceAfter: 600, reason: 'topUp', companyName: first.name, notificationId: null, actor: 'admin0001', createdAt: base },
    ]);
    expect((await history({ start: base - DAY, end: base + DAY, kind: 'sms' })).envelope.data!.list.map((r) => r.kind)).toEqual(['sms']);
    expect((await history({ start: base - DAY, end: base + DAY }, secondAdmin)).envelope.data!.list.map((r) => r.createdAt)).toEqual([base + 20]);
  });

  it('cuts more than 100 rows with the truncation message', async () => {
    const at = now() - 200 * DAY;
    await platform.app.db
      .insertInto('balance_history')
      .values(Array.from({ length: 105 }, (_, i) => ledger({ company_id: first.id, created_at: at + i })))
      .execute();
    const { envelope } = await history({ start: at, end: at + DAY });
    expect(envelope.data).toMatchObject({ total: 105, truncated: true, message: 'A query returns at most 100 rows; the rest were truncated. To see them, choose a shorter range, or get every row from the export or the download centre.' });
    expect(envelope.data!.list).toHaveLength(100);
    expect(envelope.data!.list[0]!.createdAt).toBe(at + 104);
  });

  it('refuses a wrong range and a wrong kind', async () => {
    expect((await history({ start: base })).envelope.data).toEqual({ errors: { range: 'Please enter a start time and end time' } });
    expect((await history({ start: base, end: base + 40 * DAY })).statusCode).toBe(422);
    const kind = await history({ start: base, end: base + DAY, kind: 'email' });
    expect(kind.statusCode).toBe(422);
    expect(Object.keys((kind.envelope.data as unknown as { errors: object }).errors)).toEqual(['kind']);
  });

  it('is refused to operator01', async () => {
    expect((await history({ start: base, end: base + DAY }, operator)).statusCode).toBe(403);
  });
});

describe('POST /balance/topup', () => {
  it("adds credit to a company's balance and answers its history row", async () => {
    const before = await balanceOf(second.id);
    const { envelope } = await topUp({ companyId: second.id, kind: 'voice', amount: 25 });
    expect(envelope.status).toBe(ApiStatus.ok);
    expect(envelope.data).toMatchObject({ kind: 'voice', change: 25, balanceAfter: before.voice_balance + 25, reason: 'topUp', companyName: second.name, actor: 'admin0001' });
    expect((await balanceOf(second.id)).voice_balance).toBe(before.voice_balance + 25);
  });

  it('refuses wrong bodies naming the field, writing nothing', async () => {
    const rows = await countRows(platform, 'balance_history');
    const before = await balanceOf(second.id);
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{}, ['amount', 'companyId', 'kind']],
      [{ companyId: second.id, kind: 'sms', amount: 0 }, ['amount']],
      [{ companyId: second.id, kind: 'sms', amount: -5 }, ['amount']],
      [{ companyId: second.id, kind: 'sms', amount: 1.5 }, ['amount']],
      [{ companyId: second.id, kind: 'sms', amount: 1_000_001 }, ['amount']],
      [{ companyId: second.id, kind: 'sms', amount: '10' }, ['amount']],
      [{ companyId: second.id, kind: 'email', amount: 10 }, ['kind']],
      [{ companyId: 'two', kind: 'sms', amount: 10 }, ['companyId']],
      [{ companyId: second.id, kind: 'sms', amount: 10, note: 'x' }, ['note']],
    ];
    for (const [body, fields] of cases) {
      const { statusCode, envelope } = await topUp(body);
      expect(statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys((envelope.data as unknown as { errors: object }).errors).sort()).toEqual(fields);
    }
    expect(await countRows(platform, 'balance_history')).toBe(rows);
    expect(await balanceOf(second.id)).toEqual(before);
  });

  it('answers -6 for a company that does not exist', async () => {
    const { statusCode, envelope } = await topUp({ companyId: 99_999, kind: 'sms', amount: 10 });
    expect(statusCode).toBe(404);
    expect(envelope.status).toBe(ApiStatus.notFound);
  });

  it('is for platform administrators only: not a company administrator, not operator01', async () => {
    const before = await balanceOf(second.id);
    for (const session of [secondAdmin, operator]) {
      const { statusCode, envelope } = await topUp({ companyId: second.id, kind: 'sms', amount: 10 }, session);
      expect(statusCode).toBe(403);
      expect(envelope.status).toBe(ApiStatus.forbidden);
    }
    expect(await balanceOf(second.id)).toEqual(before);
  });
});

describe('a shared account drawing from its parent (spec §6)', () => {
  let base: number;
  beforeAll(async () => {
    await platform.app.db.updateTable('companies').set({ settlement: 'shared', parent_id: first.id }).where('id', '=', second.id).execute();
    base = now() - 300 * DAY;
    await platform.app.db
      .insertInto('balance_history')
      .values([
        // the parent's own deduction, the child's deduction charged to the parent, the parent's top-up, a row of the child's own account from before
        ledger({ company_id: first.id, source_company_id: first.id, created_at: base + 1 }),
        ledger({ company_id: first.id, source_company_id: second.id, created_at: base + 2 }),
        ledger({ company_id: first.id, change: 50, reason: 'topUp', created_at: base + 3 }),
        ledger({ company_id: second.id, created_at: base + 4 }),
      ])
      .execute();
  });

  it("shows the parent's balance, which the child cannot top up", async () => {
    const parent = await balanceOf(first.id);
    expect((await account(secondAdmin)).envelope.data).toEqual({ sms: parent.sms_balance, voice: parent.voice_balance, settlement: 'shared', payer: first, canTopUp: false });
  });

  it("refuses a top-up of the shared account with the spec's message, writing nothing", async () => {
    const rows = await countRows(platform, 'balance_history');
    const before = await balanceOf(second.id);
    const { statusCode, envelope } = await topUp({ companyId: second.id, kind: 'sms', amount: 10 });
    expect(statusCode).toBe(200);
    expect(envelope).toMatchObject({ status: ApiStatus.failed, message: 'Shared accounts cannot top up individually' });
    expect(await countRows(platform, 'balance_history')).toBe(rows);
    expect(await balanceOf(second.id)).toEqual(before);
  });

  it("lists to the child what it caused on the parent's account and the parent's top-ups, not the parent's own deductions", async () => {
    const child = (await history({ start: base, end: base + DAY }, secondAdmin)).envelope.data!;
    expect(child.list.map((r) => [r.createdAt - base, r.companyName])).toEqual([
      [4, second.name],
      [3, first.name],
      [2, second.name],
    ]);
    const parent = (await history({ start: base, end: base + DAY })).envelope.data!;
    expect(parent.list.map((r) => r.createdAt - base)).toEqual([3, 2, 1]);
  });
});
