/**
 * Report files built at once per user (issue 26 §4): at most REPORT_FILE_CONCURRENCY_PER_USER
 * (2 by default) for one user; more are refused at once with 429, status '0', a translated message
 * and Retry-After; another user is not blocked; every slot comes back when its answer ends.
 */
import { ApiStatus, type ApiEnvelope } from '../../../src/lib/contract';
import { signedGet, userWithPages } from '../../../test/support/readingsFixture';
import { reportFileWorld, type ReportFileWorld } from '../../../test/support/reportFileFixture';
import type { TestSession } from '../../../test/support/testPlatform';
import { reportFileSlots } from '../../services/reports/reportFileRequest';

let world: ReportFileWorld;
let colleague: TestSession;

beforeAll(async () => {
  world = await reportFileWorld();
  colleague = await userWithPages(world.platform, world.companyId, ['StatisticsTemperatureLog'], ['statisticstemperaturelog_export']);
}, 60_000);
afterAll(() => world.platform.close());

const fileOf = (session: TestSession, format: 'pdf' | 'xlsx' = 'pdf', lang = 'en') =>
  signedGet(world.platform, '/report/temperature/file', { target: 'waybill', id: world.waybill.id, utcOffset: 480, format }, session, lang);

async function userIdOf(session: TestSession): Promise<number> {
  const row = await world.platform.app.db.selectFrom('users').select('id').where('username', '=', session.username).executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /report/temperature/file, per user', () => {
  it("refuses a user's third file while two are being built, in the request's language, and lets another user through", async () => {
    const slots = reportFileSlots(world.platform.app);
    const adminId = await userIdOf(world.admin);
    // two files of the admin's in the making
    expect(await slots.tryTake(adminId)).toBe(true);
    expect(await slots.tryTake(adminId)).toBe(true);
    try {
      for (const [lang, message] of [
        ['en', 'You already have 2 report files being made. Please try again shortly, or use the download centre'],
        ['zh-CN', '您已有 2 个报表文件正在生成，请稍候再试，或使用下载中心'],
        ['zh-TW', '您已有 2 個報表檔案正在產生，請稍候再試，或使用下載中心'],
      ] as const) {
        const refused = await fileOf(world.admin, 'pdf', lang);
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBe('5');
        expect(JSON.parse(refused.body) as ApiEnvelope).toEqual({ status: ApiStatus.failed, message });
      }
      const other = await fileOf(colleague);
      expect(other.statusCode).toBe(200);
      expect(other.headers['content-type']).toBe('application/pdf');
    } finally {
      await slots.release(adminId);
      await slots.release(adminId);
    }
    expect((await fileOf(world.admin)).statusCode).toBe(200);
    expect(await slots.held(adminId)).toBe(0);
    }, 60_000);

  it('builds at most two of one burst at once, refuses the rest, and gives every slot back, streamed XLSX included', async () => {
    const slots = reportFileSlots(world.platform.app);
    slots.peak = 0;
    const burst = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => fileOf(world.admin, i % 2 ? 'xlsx' : 'pdf')),
      fileOf(colleague, 'xlsx'),
    ]);
    const admin = burst.slice(0, 6).map((response) => response.statusCode);
    expect(admin.filter((code) => code === 200).length).toBeGreaterThanOrEqual(1);
    expect(admin.filter((code) => code === 429).length).toBeGreaterThanOrEqual(1);
    expect(admin.every((code) => code === 200 || code === 429)).toBe(true);
    expect(burst[6]!.statusCode).toBe(200);
    expect(slots.peak).toBeLessThanOrEqual(2);
    expect(await slots.held(await userIdOf(world.admin))).toBe(0);
    expect(await slots.held(await userIdOf(colleague))).toBe(0);
  }, 60_000);

  it('gives the slot back when the report cannot be made, and refuses bad input before taking one', async () => {
    const slots = reportFileSlots(world.platform.app);
    const adminId = await userIdOf(world.admin);
    const missing = await signedGet(world.platform, '/report/temperature/file', { target: 'waybill', id: 999_999, utcOffset: 480, format: 'pdf' }, world.admin);
    expect(missing.statusCode).toBe(404);
    const bad = await signedGet(world.platform, '/report/temperature/file', { target: 'truck', format: 'docx' }, world.admin);
    expect(bad.statusCode).toBe(422);
    expect(await slots.held(adminId)).toBe(0);
  }, 60_000);
});
