/**
 * A full disk (issue 10 §7): writes answer 507 with a "storage full" message in the request's
 * language, the log names the real cause (SQLITE_FULL) once per burst instead of SQLite's
 * "cannot rollback" per request, nothing half-written stays, and writes work again once space is freed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { ApiStatus } from '../../src/lib/contract';
import type { LogDestination } from '../config';
import { testDatabaseServer } from '../../test/support/testDatabase';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../test/support/testPlatform';

const FIXTURES = fileURLToPath(new URL('../routes/resources/fixtures', import.meta.url));

interface LogLine {
  level: number;
  msg: string;
  code?: string;
  repeatsSinceLastLog?: number;
  err?: { code?: string; message?: string };
  res?: { statusCode?: number };
}

/** pino's JSON lines, kept for the test to read */
function logSink(): LogDestination & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return { lines, write: (line) => void lines.push(JSON.parse(line) as LogLine) };
}

let dir: string;
let platform: TestPlatform;
let admin: TestSession;
let log: ReturnType<typeof logSink>;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'full-'));
  log = logSink();
  platform = await createTestPlatform({ dataDir: dir, extraSchemaDirs: [FIXTURES], logger: log });
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterEach(async () => {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Pages the database may have from now on: its size now, plus `extra`. */
async function limitPages(extra: number): Promise<void> {
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(platform.app.db);
  await sql.raw(`pragma max_page_count = ${rows[0]!.page_count + extra}`).execute(platform.app.db);
}

/** A gadget of always the same size, so that once one does not fit, none does. */
const createGadget = (i: number, lang = 'en') =>
  signedInject(platform, { method: 'POST', url: '/gadget', session: admin, lang, json: { name: `g${String(i).padStart(49, '0')}`, color: 'red' } });

/** Writes until the first one is refused; returns how many went in. */
async function fillDisk(): Promise<number> {
  await limitPages(0);
  for (let i = 0; i < 300; i += 1) {
    const { statusCode } = await createGadget(i);
    if (statusCode === 507) return i;
    expect(statusCode).toBe(200);
  }
  throw new Error('the database never filled up');
}

const causes = () => log.lines.filter((l) => l.level >= 50 && l.msg.includes('SQLITE_FULL'));

// SQLite's page limit makes the disk full here; PostgreSQL's full disk is its SQLSTATE 53100,
// told apart in services/storageFaults.test.ts (a server cannot be filled from a test)
describe.skipIf(testDatabaseServer() !== undefined)('a full disk', () => {
  it('answers 507 "storage full", logs the real cause once per burst, writes nothing, and recovers', async () => {
    const before = await countRows(platform, 'records');
    const fitted = await fillDisk();
    const burst = [];
    for (let i = 0; i < 30; i += 1) burst.push(await createGadget(1000 + i));
    expect(burst.map((a) => a.statusCode)).toEqual(Array(30).fill(507));
    expect(burst[0]!.envelope).toEqual({ status: ApiStatus.failed, message: 'The server storage is full: nothing was saved. Please contact the administrator' });
    expect(await countRows(platform, 'records')).toBe(before + fitted);

    // the real cause, once for 31 refusals; never SQLite's "cannot rollback"
    expect(causes()).toHaveLength(1);
    expect(causes()[0]!.err?.code).toBe('SQLITE_FULL');
    expect(log.lines.filter((l) => JSON.stringify(l).includes('cannot rollback'))).toEqual([]);
    // each refused request is still logged, with the status it got
    expect(log.lines.filter((l) => l.msg === 'request completed' && l.res?.statusCode === 507)).toHaveLength(31);

    // after the quiet window the next fault is logged again, with how many were kept quiet
    platform.clock.advance(platform.config.storageFaultLogSeconds + 1);
    expect((await createGadget(2000)).statusCode).toBe(507);
    expect(causes()).toHaveLength(2);
    expect(causes()[1]!.repeatsSinceLastLog).toBe(30);

    await limitPages(1000); // space freed
    const again = await createGadget(3000);
    expect(again.statusCode).toBe(200);
    expect(again.envelope.status).toBe(ApiStatus.ok);
  }, 60_000);

  it('says so in the request language', async () => {
    await fillDisk();
    const zhCN = await createGadget(1000, 'zh-CN');
    expect(zhCN.statusCode).toBe(507);
    expect(zhCN.envelope).toEqual({ status: ApiStatus.failed, message: '服务器存储空间已满，本次操作未保存，请联系管理员' });
    expect((await createGadget(1001, 'zh-TW')).envelope.message).toBe('伺服器儲存空間已滿，本次操作未儲存，請聯絡管理員');
  }, 60_000);
});
