/** The renewal notice settings (issue 28 §3): the expirationReminder entity through the generic /expirationReminder routes. */
import { ApiStatus } from '../../../src/lib/contract';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
let operator: TestSession;
let secondAdmin: TestSession;
let orgs: number[];
let users: number[];
let secondOrg: number;
let secondUser: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  const [first, second] = (await platform.app.db.selectFrom('companies').select('id').orderBy('id').execute()).map((c) => c.id) as [number, number];
  const orgsOf = async (company: number) => (await platform.app.db.selectFrom('organizations').select('id').where('company_id', '=', company).orderBy('id').execute()).map((o) => o.id);
  const usersOf = async (company: number) => (await platform.app.db.selectFrom('users').select('id').where('company_id', '=', company).orderBy('id').execute()).map((u) => u.id);
  // the headquarters has the seeded reminder
  orgs = (await orgsOf(first)).slice(1);
  users = await usersOf(first);
  secondOrg = (await orgsOf(second))[0]!;
  secondUser = (await usersOf(second))[0]!;
});
afterAll(() => platform.close());

const create = (json: Record<string, unknown>, session = admin) => signedInject<Record<string, unknown>>(platform, { method: 'POST', url: '/expirationReminder', json, session });
const update = (id: number, json: Record<string, unknown>, session = admin) => signedInject<Record<string, unknown>>(platform, { method: 'PUT', url: `/expirationReminder/${id}`, json, session });
const errors = (data: unknown) => (data as { errors: Record<string, string> }).errors;

describe('/expirationReminder', () => {
  it('stores a reminder with its organization, receivers and lead time', async () => {
    const { envelope } = await create({ organizationId: orgs[0], receiverIds: [users[0], users[1]], leadDays: 30 });
    expect(envelope.status).toBe(ApiStatus.ok);
    expect(envelope.data).toMatchObject({ organizationId: orgs[0], receiverIds: [users[0], users[1]], leadDays: 30, enabled: true });
  });

  it('allows only one reminder per organization (spec §5), on create and on update', async () => {
    const rows = await countRows(platform, 'expiration_reminders');
    const again = await create({ organizationId: orgs[0], receiverIds: [users[0]], leadDays: 10 });
    expect(again.statusCode).toBe(422);
    expect(errors(again.envelope.data)).toEqual({ organizationId: 'Only one expiration reminder per organization' });
    expect(await countRows(platform, 'expiration_reminders')).toBe(rows);

    const other = (await create({ organizationId: orgs[1], receiverIds: [users[0]], leadDays: 10 })).envelope.data!;
    const moved = await update(other.id as number, { organizationId: orgs[0] });
    expect(errors(moved.envelope.data)).toEqual({ organizationId: 'Only one expiration reminder per organization' });
    // its own organization is no duplicate of itself
    expect((await update(other.id as number, { leadDays: 20, organizationId: orgs[1] })).envelope.data).toMatchObject({ leadDays: 20 });
  });

  it('refuses bad input at each field, writing nothing', async () => {
    const rows = await countRows(platform, 'expiration_reminders');
    const org = orgs[2];
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{}, ['leadDays', 'organizationId', 'receiverIds']],
      [{ organizationId: org, receiverIds: [], leadDays: 10 }, ['receiverIds']],
      [{ organizationId: org, receiverIds: [users[0], users[0]], leadDays: 10 }, ['receiverIds']],
      [{ organizationId: org, receiverIds: ['x'], leadDays: 10 }, ['receiverIds']],
      [{ organizationId: org, receiverIds: [users[0]], leadDays: 0 }, ['leadDays']],
      [{ organizationId: org, receiverIds: [users[0]], leadDays: 91 }, ['leadDays']],
      [{ organizationId: org, receiverIds: [users[0]], leadDays: 1.5 }, ['leadDays']],
      [{ organizationId: 'hq', receiverIds: [users[0]], leadDays: 10 }, ['organizationId']],
      [{ organizationId: org, receiverIds: [users[0]], leadDays: 10, enabled: 'yes' }, ['enabled']],
      [{ organizationId: org, receiverIds: [users[0]], leadDays: 10, note: 'x' }, ['note']],
    ];
    for (const [body, fields] of cases) {
      const { statusCode, envelope } = await create(body);
      expect(statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(errors(envelope.data)).sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect(await countRows(platform, 'expiration_reminders')).toBe(rows);
  });

  it("keeps companies apart: another company's organization or users are refused, its list shows none of ours", async () => {
    const rows = await countRows(platform, 'expiration_reminders');
    expect(Object.keys(errors((await create({ organizationId: secondOrg, receiverIds: [users[0]], leadDays: 10 })).envelope.data))).toEqual(['organizationId']);
    expect(Object.keys(errors((await create({ organizationId: orgs[3], receiverIds: [secondUser], leadDays: 10 })).envelope.data))).toEqual(['receiverIds']);
    expect(await countRows(platform, 'expiration_reminders')).toBe(rows);
    const theirs = await signedInject<{ list: unknown[]; total: number }>(platform, { method: 'GET', url: '/expirationReminder', session: secondAdmin });
    expect(theirs.envelope.data).toMatchObject({ list: [], total: 0 });
    // the same organization rule is per company: the second company's organization is free for it
    expect((await create({ organizationId: secondOrg, receiverIds: [secondUser], leadDays: 10 }, secondAdmin)).envelope.status).toBe(ApiStatus.ok);
  });

  it('is refused to operator01, which has no renewal notice page', async () => {
    const rows = await countRows(platform, 'expiration_reminders');
    const { statusCode } = await create({ organizationId: orgs[4], receiverIds: [users[0]], leadDays: 10 }, operator);
    expect(statusCode).toBe(403);
    expect((await signedInject(platform, { method: 'GET', url: '/expirationReminder', session: operator })).statusCode).toBe(403);
    expect(await countRows(platform, 'expiration_reminders')).toBe(rows);
  });
});
