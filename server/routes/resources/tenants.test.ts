/**
 * Tenants stay apart (issue 10 §5), with the seed's second company and its admin admin0002
 * (admin value 1): platform data is the platform admin's, a uniqueness check tells nothing of
 * another company, what a platform admin creates it sees, and permission comes before input.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { ListResult } from '../../../src/lib/schema/wire';
import { OPERATION_EDIT_CODE } from '../../permissions';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

type Row = Record<string, unknown> & { id: number };
type Json = Record<string, unknown>;

let platform: TestPlatform;
let platformAdmin: TestSession;
let companyAdmin: TestSession;
let operator: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform();
  platformAdmin = (await loginAs(platform, 'admin0001')).session;
  companyAdmin = (await loginAs(platform, 'admin0002')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  // a company admin may grant its own role any code (authority.ts); give it every platform write
  // code, so that what refuses it below is its admin value, not a missing code
  const role = (await db().selectFrom('users').select('role_id').where('username', '=', 'admin0002').executeTakeFirstOrThrow()).role_id;
  const codes = ['managementmenu_add', 'managementmenu_edit', 'managementmenu_delete', 'toolscompanyman_add', 'toolscompanyman_edit', 'toolscompanyman_delete', OPERATION_EDIT_CODE];
  const operations = await db().selectFrom('operations').select('id').where('code', 'in', codes).execute();
  expect(operations).toHaveLength(codes.length);
  await db().insertInto('role_operations').values(operations.map((op) => ({ role_id: role, operation_id: op.id }))).execute();
});
afterAll(() => platform.close());

const db = () => platform.app.db;
const call = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: TestSession, json?: Json, query?: Record<string, string>) =>
  signedInject<T>(platform, { method, url, session, ...(json ? { json } : {}), ...(query ? { query } : {}) });
const errorsOf = (response: { envelope: { data?: unknown } }) => (response.envelope.data as { errors?: Json } | null | undefined)?.errors;
const secondCompanyOrganization = async () =>
  (await db().selectFrom('organizations').select('id').where('company_id', '=', 2).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

describe('menus are platform data', () => {
  it('refuses a company admin any write of a menu with -4, and company 1 sees no change', async () => {
    const menu = await db().selectFrom('menus').selectAll().where('route_name', '=', 'DeviceList').executeTakeFirstOrThrow();
    const put = await call('PUT', `/menu/${menu.id}`, companyAdmin, { name: '被改了' });
    expect(put.statusCode).toBe(403);
    expect(put.envelope.status).toBe(ApiStatus.forbidden);
    const menus = await countRows(platform, 'menus');
    const post = await call('POST', '/menu', companyAdmin, { routeName: 'Sneaky', name: 'x', nameEn: 'x', nameTw: 'x', path: 'sneaky' });
    expect(post.statusCode).toBe(403);
    expect((await call('DELETE', `/menu/${menu.id}`, companyAdmin)).statusCode).toBe(403);
    expect(await countRows(platform, 'menus')).toBe(menus);
    expect(await db().selectFrom('menus').selectAll().where('id', '=', menu.id).executeTakeFirstOrThrow()).toEqual(menu);

    // the company admin still reads them, and the platform admin still writes them
    expect((await call<ListResult<Row>>('GET', '/menu', companyAdmin)).envelope.data!.total).toBeGreaterThan(0);
    const changed = await call<Row>('PUT', `/menu/${menu.id}`, platformAdmin, { description: 'changed by the platform' });
    expect(changed.statusCode).toBe(200);
    expect(changed.envelope.data!.description).toBe('changed by the platform');
  });
});

describe('uniqueness does not cross companies', () => {
  it('keeps role names unique per company', async () => {
    // both companies were seeded with 'admin' and 'operator'; a new name works in each
    for (const session of [companyAdmin, platformAdmin]) {
      const made = await call<Row>('POST', '/role', session, { name: 'auditor' });
      expect(made.statusCode).toBe(200);
    }
    const twice = await call('POST', '/role', companyAdmin, { name: 'operator' });
    expect(twice.statusCode).toBe(422);
    expect(errorsOf(twice)).toEqual({ name: 'This value is already in use' });
    const companies = await db().selectFrom('roles').select('company_id').where('name', '=', 'auditor').orderBy('company_id').execute();
    expect(companies.map((r) => r.company_id)).toEqual([1, 2]);
  });

  it('answers a taken device number alike, whether this or another company holds it, in every language', async () => {
    const organizationId = await secondCompanyOrganization();
    const device = (number: string, lang: string) =>
      signedInject(platform, { method: 'POST', url: '/device', session: companyAdmin, lang, json: { number, name: 'dup', type: 'temperature', expireDate: 1_900_000_000, organizationId } });
    const before = await countRows(platform, 'devices');
    const company1 = (await db().selectFrom('devices').select('number').where('company_id', '=', 1).executeTakeFirstOrThrow()).number;
    const own = (await db().selectFrom('devices').select('number').where('company_id', '=', 2).executeTakeFirstOrThrow()).number;
    const messages = { en: 'This value cannot be registered; please contact support', 'zh-CN': '该值无法登记，请联系客服', 'zh-TW': '該值無法登記，請聯繫客服' };
    for (const [lang, message] of Object.entries(messages)) {
      const foreign = await device(company1, lang);
      const mine = await device(own, lang);
      expect(foreign.statusCode).toBe(422);
      expect(errorsOf(foreign)).toEqual({ number: message });
      expect(mine.envelope).toEqual(foreign.envelope);
    }
    expect(await countRows(platform, 'devices')).toBe(before);
    expect((await device('30009999', 'en')).statusCode).toBe(200);
  });
});

describe('companies are created by the platform admin, who sees them', () => {
  it('refuses anyone else, and shows the new company in the answer and in the list', async () => {
    const companies = await countRows(platform, 'companies');
    for (const session of [companyAdmin, operator]) {
      const refused = await call('POST', '/company', session, { name: 'Shadow Co', settlement: 'independent' });
      expect(refused.statusCode).toBe(403);
      expect(errorsOf(refused)).toBeUndefined();
    }
    expect(await countRows(platform, 'companies')).toBe(companies);

    const made = await call<Row>('POST', '/company', platformAdmin, { name: 'Third Co', settlement: 'independent' });
    expect(made.statusCode).toBe(200);
    expect(made.envelope.data).toMatchObject({ name: 'Third Co', settlement: 'independent' });
    const id = made.envelope.data!.id;
    const seen = (await call<ListResult<Row>>('GET', '/company', platformAdmin, undefined, { limit: '100' })).envelope.data!;
    expect(seen.list.map((c) => c.id)).toEqual(expect.arrayContaining([1, 2, id]));
    expect((await call('GET', `/company/${id}`, platformAdmin)).statusCode).toBe(200);

    // a company admin sees its own company only, and cannot change it or another
    const own = (await call<ListResult<Row>>('GET', '/company', companyAdmin)).envelope.data!;
    expect(own.list.map((c) => c.id)).toEqual([2]);
    expect((await call('GET', `/company/${id}`, companyAdmin)).statusCode).toBe(404);
    expect((await call('PUT', '/company/2', companyAdmin, { settlement: 'shared' })).statusCode).toBe(403);
    expect((await db().selectFrom('companies').select('settlement').where('id', '=', 2).executeTakeFirstOrThrow()).settlement).toBe('independent');
  });
});

describe('permission before input', () => {
  it('answers a writer without the page 403 with no field errors, on create, update and delete', async () => {
    const rows = await countRows(platform, 'records');
    const entry = (await call<ListResult<Row>>('GET', '/ipWhitelist', platformAdmin)).envelope.data!.list[0]!;
    const attempts = [
      await call('POST', '/ipWhitelist', operator, {}),
      await call('POST', '/ipWhitelist', operator, { ip: 'not an ip', colour: 'red' }),
      await call('PUT', `/ipWhitelist/${entry.id}`, operator, { ip: 'not an ip' }),
      await call('DELETE', `/ipWhitelist/${entry.id}`, operator),
      await call('DELETE', '/ipWhitelist', operator),
      await call('PUT', '/menu/1', companyAdmin, { path: '/not relative' }),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(403);
      expect(attempt.envelope.status).toBe(ApiStatus.forbidden);
      expect(errorsOf(attempt)).toBeUndefined();
    }
    expect(await countRows(platform, 'records')).toBe(rows);
    // whoever may write still gets the field errors
    const invalid = await call('POST', '/ipWhitelist', platformAdmin, {});
    expect(invalid.statusCode).toBe(422);
    expect(errorsOf(invalid)).toHaveProperty('ip');
  });
});
