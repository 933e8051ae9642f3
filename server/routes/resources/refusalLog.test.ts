/**
 * A refused delete answers once (issue 10 §7): operator01's DELETE /device/5 answered 403 on the
 * wire, then the handler sent again: the log showed FST_ERR_REP_ALREADY_SENT and recorded 404.
 * The test reads the status the log records.
 */
import type { LogDestination } from '../../config';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
}

const lines: LogLine[] = [];
const sink: LogDestination = { write: (line) => void lines.push(JSON.parse(line) as LogLine) };

let platform: TestPlatform;
let admin: TestSession;
let operator: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform({ logger: sink });
  admin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
});
afterAll(() => platform.close());

/** What the log says of the one request to `url`: its completed status, and everything logged for it. */
function logged(method: string, url: string) {
  // one line per answered request (plugins/requestLog.ts): a second answer would log a second one
  const completed = lines.filter((l) => l.msg === 'request completed' && l.req?.method === method && l.req.url === url);
  expect(completed).toHaveLength(1);
  const own = lines.filter((l) => l.reqId === completed[0]!.reqId);
  return { status: completed[0]!.res?.statusCode, own };
}

describe('a refused delete is answered and logged once', () => {
  it.each([
    ['DELETE', '/device/5', {}],
    ['DELETE', '/device?ids=5%2C6', { ids: '5,6' }],
  ] as const)('%s %s by operator01: 403 on the wire and in the log', async (method, url, query) => {
    const path = url.split('?')[0]!;
    const response = await signedInject(platform, { method, url: path, query, session: operator });
    expect(response.statusCode).toBe(403);
    const { status, own } = logged(method, `/api${url}`);
    expect(status).toBe(403);
    expect(own.filter((l) => l.level >= 40)).toEqual([]);
    expect(JSON.stringify(own)).not.toContain('FST_ERR_REP_ALREADY_SENT');
  });

  // passes the page's delete code but not the record's own rule (nobody deletes themselves):
  // the refusal comes from inside the handler, where the second send was
  it('DELETE /user/{own id} by admin0001: 403 on the wire and in the log, single and bulk', async () => {
    const me = await platform.app.db.selectFrom('users').select('id').where('username', '=', 'admin0001').executeTakeFirstOrThrow();
    const single = await signedInject(platform, { method: 'DELETE', url: `/user/${me.id}`, session: admin });
    expect(single.statusCode).toBe(403);
    const one = logged('DELETE', `/api/user/${me.id}`);
    expect(one.status).toBe(403);
    expect(JSON.stringify(one.own)).not.toContain('FST_ERR_REP_ALREADY_SENT');
    const bulk = await signedInject(platform, { method: 'DELETE', url: '/user', query: { ids: String(me.id) }, session: admin });
    expect(bulk.statusCode).toBe(403);
    const many = logged('DELETE', `/api/user?ids=${me.id}`);
    expect(many.status).toBe(403);
    expect(many.own.filter((l) => l.level >= 40)).toEqual([]);
  });

  it('logs 404 for a delete of nothing, and 200 for a delete that went through', async () => {
    expect((await signedInject(platform, { method: 'DELETE', url: '/device/999999', session: admin })).statusCode).toBe(404);
    expect(logged('DELETE', '/api/device/999999').status).toBe(404);
    const gone = await signedInject(platform, { method: 'DELETE', url: '/device/7', session: admin });
    expect(gone.statusCode).toBe(200);
    expect(logged('DELETE', '/api/device/7').status).toBe(200);
    expect(lines.filter((l) => l.reqId && l.level >= 40)).toEqual([]);
  });
});
