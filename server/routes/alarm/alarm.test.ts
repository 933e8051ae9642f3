import { ApiStatus } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import type { AlarmHistoryRow } from './index';

type History = { list: AlarmHistoryRow[]; total: number; truncated: boolean; message?: string };

let platform: TestPlatform;
let operator: TestSession;
const DAY = 86_400;

beforeAll(async () => {
  platform = await createTestPlatform();
  operator = (await loginAs(platform, 'operator01')).session;
});
afterAll(() => platform.close());

const history = (query: Record<string, string | number>, lang = 'en') =>
  signedInject<History>(platform, { method: 'GET', url: '/alarm/history', query, session: operator, lang });

describe('GET /alarm/history (spec §5 time range on the server)', () => {
  it('answers the alarms of the range, newest first', async () => {
    const now = Math.floor(platform.clock.now() / 1000);
    const { envelope } = await history({ start: now - 30 * DAY, end: now });
    expect(envelope.status).toBe(ApiStatus.ok);
    const data = envelope.data!;
    expect(data.total).toBeGreaterThan(0);
    expect(data.truncated).toBe(false);
    const times = data.list.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.list[0]).toMatchObject({ deviceNumber: expect.stringMatching(/^\d{8}$/), level: expect.any(Number) });
  });

  it('refuses a missing end, start after end and a span over 31 days, translated', async () => {
    const now = Math.floor(platform.clock.now() / 1000);
    const missing = await history({ start: now });
    expect(missing.statusCode).toBe(422);
    expect(missing.envelope.data).toEqual({ errors: { range: 'Please enter a start time and end time' } });
    expect((await history({ start: now, end: now - 10 })).envelope.data).toEqual({ errors: { range: 'The start time cannot exceed the end time' } });
    const tooLong = await history({ start: now - 40 * DAY, end: now }, 'zh-CN');
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys((tooLong.envelope.data as unknown as { errors: object }).errors)).toEqual(['range']);
  });

  it('cuts more than 100 rows with the truncation message', async () => {
    const now = Math.floor(platform.clock.now() / 1000);
    const company = (await platform.app.db.selectFrom('companies').select('id').executeTakeFirstOrThrow()).id;
    await platform.app.db
      .insertInto('alarms')
      .values(Array.from({ length: 120 }, (_, i) => ({ device_id: 1, type: 'offline', level: 1, created_at: now - 100 - i, company_id: company })))
      .execute();
    const { envelope } = await history({ start: now - DAY, end: now });
    expect(envelope.data!.list).toHaveLength(100);
    expect(envelope.data!.total).toBeGreaterThan(100);
    expect(envelope.data).toMatchObject({ truncated: true, message: 'A query returns at most 100 rows; the rest were truncated' });
  });
});
