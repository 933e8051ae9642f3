/**
 * The balance history's export (useBalanceExport.ts) against the real reference server in-process,
 * through the console's signed wire: 233 rows of the account in a range, several in one second and
 * one such second across a page's edge, at unequal intervals, come back every one, once, newest
 * first, as the database holds them, though a query answers 100 (issue 26 §3: the page showed 100
 * and the export saved those). A range the server did not cut is the page's rows, not asked again.
 */
import { session } from '../../../src/api';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { ADMIN, connectClient, loginAs } from '../../../test/support/platformClient';
import { fetchHistory } from '../balanceApi';
import { everyBalanceRow } from './useBalanceExport';

const DAY = 86_400;
let harness: PlatformHarness;
let now: number;
let companyId: number;

beforeAll(async () => {
  harness = await startPlatformServer();
  connectClient(harness);
  await loginAs(harness, ADMIN);
  now = Math.floor(harness.platform.clock.now() / 1000);
  const { db } = harness.platform.app;
  companyId = (await db.selectFrom('users').select('company_id').where('username', '=', ADMIN.username).executeTakeFirstOrThrow()).company_id;
  // 20 days back: runs of 1 to 5 rows in one second, seconds apart by 1 to 1200 s
  const rows = [];
  let at = now - 20 * DAY;
  for (let i = 0; rows.length < 233; i += 1) {
    for (let j = 0; j < ((i * 3) % 5) + 1 && rows.length < 233; j += 1) {
      rows.push({
        company_id: companyId,
        source_company_id: companyId,
        kind: i % 3 ? 'sms' : 'voice',
        change: -1,
        balance_after: 1000 - rows.length,
        reason: 'alarm',
        notification_id: null,
        actor_id: null,
        created_at: at,
      });
    }
    at -= ((i * 53) % 1200) + 1;
  }
  await db.insertInto('balance_history').values(rows).execute();
});
afterAll(async () => {
  session.clear();
  await harness.close();
});

describe('the balance history export', () => {
  it('gets every row of the range once, newest first, though the page shows 100', async () => {
    const query = { start: now - 25 * DAY, end: now - 10 * DAY };
    const page = await fetchHistory(query);
    expect(page.truncated).toBe(true);
    expect(page.list).toHaveLength(100);
    const rows = await everyBalanceRow(query, page);
    const stored = await harness.platform.app.db
      .selectFrom('balance_history')
      .select(['id', 'created_at'])
      .where('company_id', '=', companyId)
      .where('created_at', '>=', query.start)
      .where('created_at', '<=', query.end)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(stored.length).toBeGreaterThanOrEqual(233);
    expect(rows.map(({ id, createdAt }) => ({ id, createdAt }))).toEqual(stored.map((row) => ({ id: row.id, createdAt: row.created_at })));
  });

  it('keeps the kind filter while it walks', async () => {
    const query = { start: now - 25 * DAY, end: now - 10 * DAY, kind: 'sms' as const };
    const rows = await everyBalanceRow(query, await fetchHistory(query));
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['sms']));
  });

  it('exports a page the server did not cut as it is, without asking again', async () => {
    const shown = (await fetchHistory({ start: now - 25 * DAY, end: now - 10 * DAY })).list.slice(0, 3);
    // a range the server refuses (start after end): asked again, the walk would fail
    const rows = await everyBalanceRow({ start: now, end: now - DAY }, { list: shown, total: 3, truncated: false });
    expect(rows).toEqual(shown);
  });
});
