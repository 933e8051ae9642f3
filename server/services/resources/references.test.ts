/**
 * References inside the items of a list of objects (a graded alarm level's receivers) are checked
 * like top-level ones: another company's receiver is refused at its row, nothing is stored.
 */
import { ApiStatus } from '../../../src/lib/contract';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterAll(() => platform.close());

const receiverOf = async (companyId: number) =>
  (await platform.app.db.selectFrom('records').select('id').where('resource', '=', 'alarmReceiver').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow()).id;

const graded = (receiverIds: number[]) => ({
  name: 'nested-references',
  enabled: true,
  levels: [
    { level: 1, triggerMinutes: 0, channels: ['sms'], receiverIds: receiverIds.slice(0, 1) },
    { level: 2, triggerMinutes: 15, channels: ['email'], receiverIds },
  ],
});

describe('references inside a list of objects', () => {
  it("refuses another company's receiver in a level, naming the row, and stores nothing", async () => {
    const own = await receiverOf(1);
    const foreign = await receiverOf(2);
    const before = await countRows(platform, 'records');
    const refused = await signedInject(platform, { method: 'POST', url: '/gradedAlarm', session: admin, lang: 'en', json: graded([own, foreign]) });
    expect(refused.statusCode).toBe(422);
    expect(refused.envelope.status).toBe(ApiStatus.invalid);
    expect(Object.keys((refused.envelope.data as { errors: Record<string, string> }).errors)).toEqual(['levels.1.receiverIds']);
    expect(await countRows(platform, 'records')).toBe(before);

    const accepted = await signedInject(platform, { method: 'POST', url: '/gradedAlarm', session: admin, lang: 'en', json: graded([own]) });
    expect(accepted.envelope.status).toBe(ApiStatus.ok);
    expect(await countRows(platform, 'records')).toBe(before + 1);
  });
});
