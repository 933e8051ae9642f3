/**
 * Issue 29 §2, the release decision, e-signed (21 CFR Part 11 §11.50, §11.200): the summary and
 * its hash, the signature refused with a wrong password (which counts towards the login
 * lockout), the stored signature (name, time, meaning, hash) that no route edits or deletes, its
 * place in the waybill's PDF and XLSX, and a later adjustment that voids it and asks for a new decision.
 */
import ExcelJS from 'exceljs';
import { ApiStatus } from '../../../src/lib/contract';
import { encryptPassword } from '../../../src/lib/sm2';
import type { ReleaseSummaryAnswer, WaybillHistory } from '../../../src/lib/waybillActions';
import { pdfText } from '../../../test/support/pdfText';
import { insertReadings, minuteReadings, signedGet, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { waybillCalls, waybillWorld, type WaybillWorld } from '../../../test/support/waybillFixture';
import { PUZZLE_AFTER_FAILURES } from '../../services/loginAttempts';

const PASSWORD = 'Limited@1234';
const SIGNER_CODES = ['waybillmanagement_view', 'waybillmanagement_add', 'waybillmanagement_depart', 'waybillmanagement_deliver', 'waybillmanagement_adjust', 'waybillmanagement_release', 'statisticstemperaturelog_export'];

let platform: TestPlatform;
let world: WaybillWorld;
let admin: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform();
  world = await waybillWorld(platform);
  admin = (await loginAs(platform, 'admin0001')).session;
}, 120_000);
afterAll(() => platform.close());

/** A signer of its own (the lockout counts are per account), with the pages the release needs. */
async function signer(): Promise<TestSession> {
  return userWithPages(platform, world.companyId, ['WaybillManagement', 'StatisticsTemperatureLog'], SIGNER_CODES);
}

/** An arrived waybill with a few readings on its device, as `session`. */
async function arrived(session: TestSession) {
  const calls = waybillCalls(platform, () => session);
  const id = await calls.create([world.assetA]);
  expect((await calls.act(id, 'depart')).envelope.status).toBe(ApiStatus.ok);
  const start = Math.floor(platform.clock.now() / 1000);
  await insertReadings(platform, world.deviceA, minuteReadings(start + 30, 20, (i) => ({ temperature: i === 10 ? 9.5 : 5 })));
  platform.clock.advance(1500);
  expect((await calls.act(id, 'deliver')).envelope.status).toBe(ApiStatus.ok);
  return { id, calls };
}

const encrypted = (password: string) => encryptPassword(password, platform.app.keys.publicKey);
const summaryOf = async (calls: ReturnType<typeof waybillCalls>, id: number) => (await calls.call<ReleaseSummaryAnswer>('GET', `/waybill/${id}/summary`)).envelope.data!;
const accountFailures = async (username: string) =>
  (await platform.app.db.selectFrom('login_attempts').select('failures').where('username', '=', username).executeTakeFirst())?.failures ?? 0;
/** The rows of the waybill's XLSX report's Signatures sheet, as written, in `lang` and the zone UTC+08:00. */
async function xlsxSignatureSheet(id: number, session: TestSession, lang: string, sheetName: string): Promise<unknown[][]> {
  const file = await signedGet(platform, '/report/temperature/file', { target: 'waybill', id, utcOffset: 480, format: 'xlsx' }, session, lang);
  expect(file.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet(sheetName);
  expect(sheet, `sheet ${sheetName} of ${workbook.worksheets.map((w) => w.name).join(', ')}`).toBeDefined();
  return Array.from(sheet!.getSheetValues()).slice(1).map((row) => (Array.isArray(row) ? row.slice(1) : []));
}

const signatureRows = (id: number) => platform.app.db.selectFrom('waybill_signatures').selectAll().where('waybill_id', '=', id).orderBy('id').execute();

describe('the release decision', () => {
  it('shows the temperature summary (MKT, time in range, excursions) and the trip’s alarms, with its hash and the meanings', async () => {
    const session = await signer();
    const { id, calls } = await arrived(session);
    const answer = await summaryOf(calls, id);
    expect(answer.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.meanings.release).toMatch(/I release the goods/);
    const device = answer.summary.devices.find((d) => d.max === 9.5);
    expect(device).toMatchObject({ excursions: 1, min: 5 });
    expect(device!.mkt).toBeGreaterThan(5);
    expect(device!.timeInRangePct).toBeLessThan(100);
    expect(answer.summary.alarms).toEqual(expect.any(Array));
    // the same summary, the same hash
    expect((await summaryOf(calls, id)).hash).toBe(answer.hash);
  });

  it('refuses the signature with a wrong password, stores nothing, and counts it towards the login lockout', async () => {
    const session = await signer();
    const { id, calls } = await arrived(session);
    const { hash } = await summaryOf(calls, id);
    const before = await accountFailures(session.username);
    const refused = await calls.act(id, 'release', { decision: 'release', comment: 'Fine', summaryHash: hash, password: encrypted('Wrong@1234') });
    expect(refused.statusCode).toBe(422);
    expect((refused.envelope.data as { errors: Record<string, string> }).errors).toEqual({ password: 'The password is incorrect: the signature is refused' });
    expect(await accountFailures(session.username)).toBe(before + 1);
    expect(await signatureRows(id)).toEqual([]);
    // a password sent in clear is no signature either
    expect((await calls.act(id, 'release', { decision: 'release', comment: 'Fine', summaryHash: hash, password: PASSWORD })).statusCode).toBe(422);
  });

  it('stops signing at the lockout, and the login then asks for the captcha', async () => {
    const session = await signer();
    const { id, calls } = await arrived(session);
    const { hash } = await summaryOf(calls, id);
    for (let i = 0; i < PUZZLE_AFTER_FAILURES; i += 1) {
      expect((await calls.act(id, 'release', { decision: 'release', comment: 'Fine', summaryHash: hash, password: encrypted('Wrong@1234') })).statusCode).toBe(422);
    }
    const locked = await calls.act(id, 'release', { decision: 'release', comment: 'Fine', summaryHash: hash, password: encrypted(PASSWORD) });
    expect(locked.envelope).toMatchObject({ status: ApiStatus.failed, message: 'Too many wrong passwords: sign in again before signing' });
    expect(await signatureRows(id)).toEqual([]);
    const login = await signedInject(platform, {
      method: 'POST',
      url: '/auth/login',
      form: { username: session.username, password: encrypted(PASSWORD), serviceloginkey: '', identifier: 'test', v: '1.3.0', agentToken: '' },
    });
    expect(login.envelope.status).toBe(ApiStatus.puzzle);
  });

  it('signs with the password: the signer’s name, the time, the meaning and the hash of the summary shown', async () => {
    const session = await signer();
    const { id, calls } = await arrived(session);
    const { hash, meanings } = await summaryOf(calls, id);
    // a summary the signer did not see is not signed
    const stale = await calls.act(id, 'release', { decision: 'release', comment: 'Fine', summaryHash: 'a'.repeat(64), password: encrypted(PASSWORD) });
    expect(stale.envelope).toMatchObject({ status: ApiStatus.failed, message: 'The summary has changed since it was shown: review it and sign again' });
    const signed = await calls.act(id, 'release', { decision: 'release', comment: 'Within limits', summaryHash: hash, password: encrypted(PASSWORD) });
    expect(signed.envelope.status).toBe(ApiStatus.ok);
    const [row] = await signatureRows(id);
    expect(row).toMatchObject({ decision: 'release', meaning: meanings.release, comment: 'Within limits', signer_name: session.username, summary_hash: hash, voided_at: null });
    expect(Number(row!.signed_at)).toBe(Math.floor(platform.clock.now() / 1000));
    const history = (await calls.call<WaybillHistory>('GET', `/waybill/${id}/history`)).envelope.data!;
    expect(history.awaitingDecision).toBe(false);
    expect(history.events.at(-1)).toMatchObject({ kind: 'release', reason: 'Within limits' });
    // one decision in force
    const again = await calls.act(id, 'release', { decision: 'reject', comment: 'No', summaryHash: hash, password: encrypted(PASSWORD) });
    expect(again.envelope).toMatchObject({ status: ApiStatus.failed, message: 'This waybill already has a release decision in force' });

    // the waybill's PDF prints it: name, time, meaning
    const pdf = await signedGet(platform, '/report/temperature/file', { target: 'waybill', id, utcOffset: 0, format: 'pdf' }, session);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    const signedAt = new Date(Number(row!.signed_at) * 1000).toISOString().slice(0, 16).replace('T', ' ');
    expect(text).toContain('Release decision (electronic signature)');
    expect(text).toContain(session.username);
    expect(text).toContain(signedAt);
    expect(text).toContain(meanings.release.replace(/\s+/g, ' '));
    expect(text).toContain(hash);
  });

  it('refuses bad input with the field, before anything is checked against the password', async () => {
    const session = await signer();
    const { id, calls } = await arrived(session);
    const before = await accountFailures(session.username);
    const good = { decision: 'release', comment: 'Fine', summaryHash: '0'.repeat(64), password: encrypted(PASSWORD) };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, decision: 'approve' }, 'decision'],
      [{ ...good, comment: ' ' }, 'comment'],
      [{ ...good, summaryHash: 'xyz' }, 'summaryHash'],
      [{ ...good, password: '' }, 'password'],
      [{ ...good, password: 'f'.repeat(900) }, 'password'],
    ];
    for (const [body, field] of cases) {
      const refused = await calls.act(id, 'release', body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys((refused.envelope.data as { errors: object }).errors)).toEqual([field]);
    }
    expect(await accountFailures(session.username)).toBe(before);
    expect(await signatureRows(id)).toEqual([]);
  });

  it('needs the release code', async () => {
    const session = await userWithPages(platform, world.companyId, ['WaybillManagement'], SIGNER_CODES.filter((c) => !c.endsWith('_release')));
    const { id, calls } = await arrived(session);
    expect((await calls.call('GET', `/waybill/${id}/summary`)).statusCode).toBe(403);
    expect((await calls.act(id, 'release', { decision: 'release', comment: 'x', summaryHash: '0'.repeat(64), password: encrypted(PASSWORD) })).statusCode).toBe(403);
  });
});

describe('the signature is immutable', () => {
  it('no route edits or deletes it', async () => {
    const session = await signer();
    const { id, calls } = await arrived(session);
    const { hash } = await summaryOf(calls, id);
    expect((await calls.act(id, 'release', { decision: 'release', comment: 'Fine', summaryHash: hash, password: encrypted(PASSWORD) })).envelope.status).toBe(ApiStatus.ok);
    const stored = await signatureRows(id);
    const signatureId = stored[0]!.id;

    // no entity, no route of its own: the generic resource routes do not know it
    const attempts: Array<[ 'PUT' | 'DELETE' | 'POST', string, Record<string, unknown>?]> = [
      ['PUT', `/waybillSignature/${signatureId}`, { comment: 'edited' }],
      ['DELETE', `/waybillSignature/${signatureId}`],
      ['PUT', `/waybill/${id}/release`, { comment: 'edited' }],
      ['DELETE', `/waybill/${id}/release`],
      ['PUT', `/waybill/${id}/signature`, { comment: 'edited' }],
      ['DELETE', `/waybill/${id}/signature/${signatureId}`],
      ['PUT', `/waybill/${id}`, { signatures: [] }],
      ['DELETE', `/waybill/${id}`],
      ['DELETE', '/waybill', undefined],
    ];
    for (const [method, url, json] of attempts) {
      const response = await signedInject(platform, {
        method,
        url,
        session: admin,
        ...(url === '/waybill' ? { query: { ids: String(id) } } : {}),
        ...(json ? { json } : {}),
      });
      expect(response.envelope.status, `${method} ${url}`).not.toBe(ApiStatus.ok);
    }
    // nor does any route's path name a signature but the two of the decision
    const routes = platform.app.printRoutes({ commonPrefix: false });
    expect(routes.match(/signature/gi) ?? []).toEqual([]);
    expect(await signatureRows(id)).toEqual(stored);
    expect(await platform.app.db.selectFrom('waybills').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
  });

  it('a later adjustment voids it (the record stays, naming the adjustment) and asks for a new decision', async () => {
    const session = await signer();
    const { id, calls } = await arrived(session);
    const first = await summaryOf(calls, id);
    expect((await calls.act(id, 'release', { decision: 'release', comment: 'Fine', summaryHash: first.hash, password: encrypted(PASSWORD) })).envelope.status).toBe(ApiStatus.ok);
    const [signed] = await signatureRows(id);

    platform.clock.advance(60);
    expect((await calls.act(id, 'adjust', { reason: 'Limit was 2–7 °C', maxTemperature: 7 })).envelope.status).toBe(ApiStatus.ok);
    const history = (await calls.call<WaybillHistory>('GET', `/waybill/${id}/history`)).envelope.data!;
    const adjustment = history.events.find((e) => e.kind === 'adjust')!;
    expect(history.awaitingDecision).toBe(true);
    expect(history.events.map((e) => e.kind)).toEqual(['depart', 'deliver', 'release', 'adjust', 'void']);
    expect(history.signatures).toEqual([expect.objectContaining({ id: signed!.id, voidedAt: Math.floor(platform.clock.now() / 1000), voidedByEvent: adjustment.id })]);
    // everything else of the record is as signed
    const [after] = await signatureRows(id);
    expect({ ...after, voided_at: null, voided_by_event: null }).toEqual(signed);

    // a new decision on the new summary
    const second = await summaryOf(calls, id);
    expect(second.hash).not.toBe(first.hash);
    expect((await calls.act(id, 'release', { decision: 'reject', comment: 'Excursion too long', summaryHash: second.hash, password: encrypted(PASSWORD) })).envelope.status).toBe(ApiStatus.ok);
    const rows = await signatureRows(id);
    expect(rows.map((r) => [r.decision, r.voided_at === null])).toEqual([['release', false], ['reject', true]]);

    // the PDF prints both, the void one marked
    const pdf = await signedGet(platform, '/report/temperature/file', { target: 'waybill', id, utcOffset: 0, format: 'pdf' }, session);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Void since (adjusted)');
    expect(text).toContain('Not released');

    // the XLSX carries both too, on a sheet of their own: decision, name, time, meaning, comment, hash, void or not
    const wall = (ts: number) => new Date((ts + 480 * 60) * 1000);
    const [first_, second_] = await signatureRows(id);
    const en = await xlsxSignatureSheet(id, session, 'en', 'Signatures');
    expect(en[0]).toEqual(['Release decision (electronic signature)']);
    expect(en[1]).toEqual(['Decision', 'Signed by', 'Signed at (UTC+08:00)', 'Meaning', 'Comment', 'Summary SHA-256', 'Status', 'Void since (UTC+08:00, adjusted)']);
    expect(en.slice(2)).toEqual([
      ['Released', session.username, wall(Number(first_!.signed_at)), first_!.meaning, 'Fine', first.hash, 'Void', wall(Number(first_!.voided_at))],
      ['Not released', session.username, wall(Number(second_!.signed_at)), second_!.meaning, 'Excursion too long', second.hash, 'In force'],
    ]);
    // in the request's language: the labels and decisions; the meaning as it was signed
    const zh = await xlsxSignatureSheet(id, session, 'zh-CN', '电子签名');
    expect(zh[1]).toEqual(['决定', '签名人', '签名时间（UTC+08:00）', '签名含义', '意见', '摘要 SHA-256', '状态', '作废时间（UTC+08:00，运单调整）']);
    expect(zh.slice(2).map((row) => [row[0], row[1], row[3], row[6]])).toEqual([
      ['放行', session.username, first_!.meaning, '已作废'],
      ['不予放行', session.username, second_!.meaning, '有效'],
    ]);
  });
});
