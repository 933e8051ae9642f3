/**
 * A user who may see a record may see the labels of what it references (issue 11 §2 "The
 * operator sees no organizations"): operator01 reads devices but has no organization page, so
 * `GET /organization?ids=…` gives it the organizations' id and name, of its own company only,
 * and nothing more: not their other fields, not a list, not one by id.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { ListResult } from '../../../src/lib/schema/wire';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

type Row = Record<string, unknown> & { id: number };

let platform: TestPlatform;
let operator: TestSession;
let ownIds: number[];
let otherCompanyId: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  operator = (await loginAs(platform, 'operator01')).session;
  const db = platform.app.db;
  ownIds = (await db.selectFrom('devices').select('organization_id').where('company_id', '=', 1).distinct().execute()).map((r) => r.organization_id!).filter(Boolean);
  otherCompanyId = (await db.selectFrom('organizations').select('id').where('company_id', '=', 2).executeTakeFirstOrThrow()).id;
});
afterAll(() => platform.close());

const get = (url: string, query?: Record<string, string>) => signedInject<ListResult<Row>>(platform, { method: 'GET', url, session: operator, ...(query ? { query } : {}) });

describe('labels of referenced organizations for a device reader', () => {
  it('reads devices but may not list organizations (the premise)', async () => {
    expect((await get('/device', { page: '1', limit: '5' })).statusCode).toBe(200);
    expect((await get('/organization', { page: '1', limit: '5' })).statusCode).toBe(403);
  });

  it('gets the organizations its devices name, by id: id and name only', async () => {
    expect(ownIds.length).toBeGreaterThan(0);
    const answer = await get('/organization', { ids: ownIds.join(',') });
    expect(answer.statusCode).toBe(200);
    const list = answer.envelope.data!.list;
    expect(list.map((row) => row.id).sort()).toEqual([...ownIds].sort());
    for (const row of list) {
      expect(Object.keys(row).sort()).toEqual(['id', 'name']);
      expect(typeof row.name).toBe('string');
    }
  });

  it("gets nothing of another company's organization", async () => {
    const answer = await get('/organization', { ids: String(otherCompanyId) });
    expect(answer.statusCode).toBe(200);
    expect(answer.envelope.data!.list).toEqual([]);
  });

  it('is still refused a filtered list and a record by id', async () => {
    const filtered = await get('/organization', { ids: ownIds.join(','), filter: JSON.stringify({ name: 'x' }) });
    expect(filtered.statusCode).toBe(403);
    expect(filtered.envelope.status).toBe(ApiStatus.forbidden);
    // an order by a field it may not see would tell of that field
    expect((await get('/organization', { ids: ownIds.join(','), sort: 'code' })).statusCode).toBe(403);
    expect((await get(`/organization/${ownIds[0]}`)).statusCode).toBe(403);
  });
});
