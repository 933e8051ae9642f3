/**
 * Issue 30 §1 "every write through the API is recorded": the writes of their own routes (a
 * recharge, the company config, sales' premium-service action, a platform switch) append their
 * entry in their transaction, the chain still verifies, and a refused write appends nothing.
 */
import { ApiStatus } from '../../../src/lib/contract';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { verifyChain } from './verifyChain';

let platform: TestPlatform;
let admin: TestSession;
let customer: TestSession;
let second: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  customer = (await loginAs(platform, 'admin0002')).session;
  second = (await platform.app.db.selectFrom('companies').select('id').orderBy('id').offset(1).limit(1).executeTakeFirstOrThrow()).id;
});
afterAll(() => platform.close());

const lastEntry = () => platform.app.db.selectFrom('audit_entries').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
const changesOf = (entry: { changes: string }) => JSON.parse(entry.changes) as Array<{ field: string; old: unknown; new: unknown }>;

describe('the audit trail of the custom writes', () => {
  it('records a recharge with the balance before and after, by whom and from where', async () => {
    const before = (await platform.app.db.selectFrom('companies').select('sms_balance').where('id', '=', second).executeTakeFirstOrThrow()).sms_balance;
    const done = await signedInject<{ orderId: number }>(platform, { method: 'POST', url: '/recharge', json: { companyId: second, kind: 'sms', amount: 40 }, session: admin });
    expect(done.envelope.status).toBe(ApiStatus.ok);
    const entry = await lastEntry();
    expect(entry).toMatchObject({ actor_username: 'admin0001', company_id: second, entity: 'rechargeOrder', record_id: String(done.envelope.data!.orderId), action: 'recharge', ip: '127.0.0.1' });
    expect(changesOf(entry)).toEqual([{ field: 'sms', old: before, new: before + 40 }]);
  });

  it('records the company config fields that changed, and nothing for a refused save', async () => {
    const current = await signedInject<Record<string, unknown>>(platform, { method: 'GET', url: '/companyconfig', session: customer });
    const { companyName: _name, defaultReportLogo: _logo, ...fields } = current.envelope.data!;
    const entries = await countRows(platform, 'audit_entries');
    const refused = await signedInject(platform, { method: 'PUT', url: '/companyconfig', json: { ...fields, pageRefreshInterval: 1 }, session: customer });
    expect(refused.envelope.status).not.toBe(ApiStatus.ok);
    expect(await countRows(platform, 'audit_entries')).toBe(entries);
    const saved = await signedInject(platform, { method: 'PUT', url: '/companyconfig', json: { ...fields, pageRefreshInterval: 45 }, session: customer });
    expect(saved.envelope.status, JSON.stringify(saved.envelope)).toBe(ApiStatus.ok);
    const entry = await lastEntry();
    expect(entry).toMatchObject({ actor_username: 'admin0002', company_id: second, entity: 'companyConfig', action: 'update' });
    expect(changesOf(entry)).toEqual([{ field: 'pageRefreshInterval', old: fields.pageRefreshInterval, new: 45 }]);
  });

  it('records sales activating a service, not a customer’s refused attempt', async () => {
    const entries = await countRows(platform, 'audit_entries');
    expect((await signedInject(platform, { method: 'POST', url: `/premiumservices/${second}/backup`, json: { action: 'trial' }, session: customer })).statusCode).toBe(403);
    expect(await countRows(platform, 'audit_entries')).toBe(entries);
    const done = await signedInject(platform, { method: 'POST', url: `/premiumservices/${second}/backup`, json: { action: 'trial' }, session: admin });
    expect(done.envelope.status, JSON.stringify(done.envelope)).toBe(ApiStatus.ok);
    expect(await lastEntry()).toMatchObject({ actor_username: 'admin0001', company_id: second, entity: 'premiumService', record_id: `${second}:backup`, action: 'trial' });
  });

  it('records a platform switch as platform data, and the chain verifies over all of it', async () => {
    const on = await signedInject(platform, { method: 'PUT', url: '/platformswitch/readonly', form: { on: true, note: 'upgrade' }, session: admin });
    expect(on.envelope.status, JSON.stringify(on.envelope)).toBe(ApiStatus.ok);
    const entry = await lastEntry();
    expect(entry).toMatchObject({ actor_username: 'admin0001', company_id: null, entity: 'platformSwitches', action: 'update' });
    expect(changesOf(entry).map((c) => c.field)).toEqual(['readOnly']);
    expect((await signedInject(platform, { method: 'PUT', url: '/platformswitch/readonly', form: { on: false }, session: admin })).envelope.status).toBe(ApiStatus.ok);
    expect((await verifyChain(platform.app.db)).ok).toBe(true);
  });
});
