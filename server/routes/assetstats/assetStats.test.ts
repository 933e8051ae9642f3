/**
 * The asset statistics (issue 29 §5): counts checked against an independent count of the stored
 * records, companies apart; utilisation against a second-by-second second-by-second count over messy waybills.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { AssetStatistics, CountEntry, OperationStatistics } from '../../../src/lib/assetHistory';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
let operator: TestSession;
let secondAdmin: TestSession;
let firstCompany: number;
let secondCompany: number;
let org: number;
let secondOrg: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  [firstCompany, secondCompany] = (await platform.app.db.selectFrom('companies').select('id').orderBy('id').execute()).map((c) => c.id) as [number, number];
  const orgOf = async (company: number) => (await platform.app.db.selectFrom('organizations').select('id').where('company_id', '=', company).orderBy('id').executeTakeFirstOrThrow()).id;
  org = await orgOf(firstCompany);
  secondOrg = await orgOf(secondCompany);
}, 60_000);
afterAll(() => platform.close());

type Json = Record<string, unknown>;
const summary = (query: Record<string, string | number> = {}, session = admin) =>
  signedInject<AssetStatistics>(platform, { method: 'GET', url: '/assetstats/summary', query, session });
const operation = (query: Record<string, string | number>, session = admin) =>
  signedInject<OperationStatistics>(platform, { method: 'GET', url: '/assetstats/operation', query, session });

/** The independent count: the stored asset records of a company, read from the table itself. */
async function storedAssets(companyId: number): Promise<Json[]> {
  const rows = await platform.app.db.selectFrom('records').select('data').where('resource', '=', 'asset').where('company_id', '=', companyId).execute();
  return rows.map((row) => JSON.parse(row.data) as Json);
}

function tally(records: Json[], field: string): Map<number | null, number> {
  const counts = new Map<number | null, number>();
  for (const record of records) {
    const key = typeof record[field] === 'number' ? (record[field] as number) : null;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const asMap = (entries: CountEntry[]) => new Map(entries.map((entry) => [entry.key, entry.count]));

describe('GET /assetstats/summary', () => {
  it('counts the company\u2019s assets by kind, status, purchase source and organization, as the stored records do', async () => {
    // one more of the second company, which must not count here
    const other = await signedInject<Json>(platform, { method: 'POST', url: '/asset', json: { role: 2, name: '岭南冷库X', type: 'ordinary', status: 4, organizationId: secondOrg }, session: secondAdmin });
    expect(other.envelope.status).toBe(ApiStatus.ok);
    for (const [session, company] of [[admin, firstCompany], [secondAdmin, secondCompany]] as const) {
      const figures = (await summary({}, session)).envelope.data!;
      const stored = await storedAssets(company);
      expect(figures.total).toBe(stored.length);
      expect(asMap(figures.byRole)).toEqual(tally(stored, 'role'));
      expect(asMap(figures.byStatus)).toEqual(tally(stored, 'status'));
      expect(asMap(figures.byPurchaseSource)).toEqual(tally(stored, 'purchaseSource'));
      expect(asMap(figures.byOrganization)).toEqual(tally(stored, 'organizationId'));
      for (const part of [figures.byRole, figures.byStatus, figures.byPurchaseSource, figures.byOrganization]) {
        expect(part.reduce((sum, entry) => sum + entry.count, 0)).toBe(figures.total);
      }
    }
    const seeded = (await summary()).envelope.data!;
    expect(seeded.total).toBeGreaterThan(0);
    expect(seeded.byOrganization.every((entry) => entry.name.length > 0)).toBe(true);
  });

  it('narrows to an organization (with its subtree) and a kind; another company\u2019s organization counts nothing', async () => {
    const stored = await storedAssets(firstCompany);
    const ofRole = (await summary({ role: 4 })).envelope.data!;
    expect(ofRole.total).toBe(stored.filter((record) => record.role === 4).length);
    expect(ofRole.byRole).toEqual([{ key: 4, count: ofRole.total }]);
    const all = (await summary()).envelope.data!;
    expect((await summary({ organizationId: org })).envelope.data!.total).toBe(all.total); // the headquarters: everything below it
    expect((await summary({ organizationId: secondOrg })).envelope.data!.total).toBe(0);
  });

  it('refuses a role without the page, and bad input', async () => {
    expect((await summary({}, operator)).envelope.status).toBe(ApiStatus.forbidden);
    const bad = await summary({ role: 9, organizationId: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.envelope.data as unknown as { errors: Json }).errors).sort()).toEqual(['organizationId', 'role']);
  });
});

describe('GET /assetstats/operation', () => {
  const HOUR = 3600;

  /** The independent computation: second by second, is some shipped waybill of the asset in transit at that second? */
  function secondCount(waybills: ReadonlyArray<{ status: number; departure: number | null; delivery: number | null }>, start: number, end: number, now: number): number {
    let busy = 0;
    for (let t = start; t < end; t++) {
      const inTransit = waybills.some(({ status, departure, delivery }) => {
        if (status === 1 || departure === null || t < departure) return false;
        if (delivery !== null) return t < delivery;
        return status === 2 && t < now;
      });
      if (inTransit) busy += 1;
    }
    return busy;
  }

  it('gives each asset the share of the period with a waybill in transit on it, on messy waybills', async () => {
    const now = Math.floor(platform.clock.now() / 1000);
    // a period of three days ending two hours from now
    const end = now + 2 * HOUR;
    const start = end - 72 * HOUR;
    const created = await signedInject<Json>(platform, { method: 'POST', url: '/asset', json: { role: 3, name: '利用率箱', type: 'ordinary', status: 1, organizationId: org }, session: admin });
    const id = created.envelope.data!.id as number;
    const idle = (await signedInject<Json>(platform, { method: 'POST', url: '/asset', json: { role: 3, name: '闲置箱', type: 'ordinary', status: 1, organizationId: org }, session: admin })).envelope.data!.id as number;
    const waybills = [
      { status: 3, departure: start - 5 * HOUR, delivery: start + 3 * HOUR }, // began before the period
      { status: 3, departure: start + 2 * HOUR, delivery: start + 7 * HOUR + 1800 }, // overlaps the first
      { status: 4, departure: start + 20 * HOUR + 600, delivery: start + 21 * HOUR }, // rejected, short
      { status: 3, departure: start + 30 * HOUR, delivery: null }, // arrived without a delivery time: no end known
      { status: 1, departure: start + 40 * HOUR, delivery: start + 50 * HOUR }, // not shipped
      { status: 3, departure: start + 45 * HOUR, delivery: start + 44 * HOUR }, // delivered before departing
      { status: 2, departure: end - 10 * HOUR, delivery: null }, // still in transit: until now
      { status: 2, departure: end - 9 * HOUR, delivery: end - 8 * HOUR }, // inside the previous
      { status: 3, departure: end + HOUR, delivery: end + 5 * HOUR }, // after the period
    ];
    let serial = 0;
    for (const waybill of waybills) {
      serial += 1;
      await platform.app.db
        .insertInto('waybills')
        .values({
          number: `UT${serial}`,
          status: waybill.status as 1 | 2 | 3 | 4,
          departure_time: waybill.departure,
          delivery_time: waybill.delivery,
          min_temperature: 2,
          max_temperature: 8,
          company_id: firstCompany,
          assets: JSON.stringify([id]),
        })
        .execute();
    }
    const answer = await operation({ start, end, role: 3 });
    expect(answer.envelope.status).toBe(ApiStatus.ok);
    const figures = answer.envelope.data!;
    const mine = figures.assets.find((asset) => asset.assetId === id)!;
    const expected = secondCount(waybills, start, end, now);
    expect(expected).toBeGreaterThan(0);
    expect(mine.busySeconds).toBe(expected);
    expect(mine.share).toBeCloseTo(expected / (end - start), 10);
    expect(figures.assets.find((asset) => asset.assetId === idle)).toMatchObject({ busySeconds: 0, share: 0 });
    // every asset of the kind, none of another
    expect(figures.assets.every((asset) => asset.role === 3)).toBe(true);
  });

  it('refuses a role without the page, a missing, reversed or too long period, and keeps companies apart', async () => {
    expect((await operation({ start: 0, end: 100 }, operator)).envelope.status).toBe(ApiStatus.forbidden);
    const errorsOf = async (query: Record<string, string | number>) => (await operation(query)).envelope.data as unknown as { errors: Json };
    expect(Object.keys((await errorsOf({})).errors).sort()).toEqual(['end', 'start']);
    expect((await errorsOf({ start: 100, end: 100 })).errors).toEqual({ end: 'The end must be after the start' });
    expect((await errorsOf({ start: 0, end: 367 * 86_400 })).errors).toEqual({ end: 'The period can be at most 366 days' });
    const theirs = (await operation({ start: 0, end: 86_400 }, secondAdmin)).envelope.data!;
    const stored = await storedAssets(secondCompany);
    expect(theirs.assets).toHaveLength(stored.length);
    const ours = new Set((await platform.app.db.selectFrom('records').select('id').where('resource', '=', 'asset').where('company_id', '=', firstCompany).execute()).map((r) => r.id));
    expect(theirs.assets.some((asset) => ours.has(asset.assetId))).toBe(false);
  });
});
