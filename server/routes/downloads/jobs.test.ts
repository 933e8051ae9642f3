/**
 * POST /downloads → the worker → GET /downloads, /downloads/{id}, /downloads/{id}/file, with a
 * test-only kind (test/support/downloadTestKind.ts) on the real centre: input refused field by
 * field, a job from queued to done, its file with its UTF-8 name, a failure's reason in the
 * owner's language, and the centre's own limits.
 */
import { readdir } from 'node:fs/promises';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import { DOWNLOAD_STATES } from '../../../src/lib/downloads';
import { downloadsClient, fieldErrors } from '../../../test/support/downloadsFixture';
import { testFileName, testRowsKind } from '../../../test/support/downloadTestKind';
import { createTestPlatform, loginAs, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import jobsQuery from './jobs.query.json';

const kind = testRowsKind();
let platform: TestPlatform;
let admin: TestSession;
const api = downloadsClient(() => platform, () => admin);
const DAY = 86_400;

beforeAll(async () => {
  platform = await createTestPlatform({ downloadExtraKinds: { testRows: kind.handler }, downloadMaxPendingPerUser: 3 });
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterAll(() => platform.close());
afterEach(() => platform.app.downloads.drain());

describe('POST /downloads refuses bad input, naming the field', () => {
  it.each([
    [{}, 'kind', en.validation.required],
    [{ kind: 'nonsense', params: { rows: 1 } }, 'kind', en.validation.enum],
    // scheduled reports are made by the scheduler only
    [{ kind: 'scheduledReport', params: {} }, 'kind', en.validation.enum],
    [{ kind: 'testRows', params: { rows: 0 } }, 'rows', 'rows: 1 to 1000000'],
    [{ kind: 'testRows', params: { rows: 5 }, keepDays: 14 }, 'keepDays', en.downloads.errors.keepDays],
    [{ kind: 'testRows', params: { rows: 5 }, keepDays: '7' }, 'keepDays', en.downloads.errors.keepDays],
  ])('%j → -5 on %s', async (body, field, message) => {
    const before = (await api.list()).envelope.data?.total;
    const { statusCode, envelope } = await api.create(body);
    expect(statusCode).toBe(422);
    expect(envelope.status).toBe('-5');
    expect(fieldErrors(envelope)[field]).toBe(message);
    expect((await api.list()).envelope.data?.total).toBe(before);
  });

  it('the list query is checked too', async () => {
    for (const query of [{ page: 0 }, { limit: 101 }, { state: 'lost' }, { page: 'x' }] as Array<Record<string, string | number>>) {
      const { statusCode, envelope } = await api.list(query);
      expect(statusCode).toBe(422);
      expect(Object.keys(fieldErrors(envelope))).toEqual(Object.keys(query));
    }
    expect(jobsQuery.properties.state.enum).toEqual([...DOWNLOAD_STATES]);
  });
});

describe('a job', () => {
  it('is queued, then runs to done with its file, kept 7 days unless told', async () => {
    const created = await api.create({ kind: 'testRows', params: { rows: 2500 } });
    expect(created.envelope.status).toBe('1');
    const job = created.envelope.data!;
    expect(job).toMatchObject({ kind: 'testRows', title: 'Rows 2500', state: 'queued', progress: 0, keepDays: 7, username: 'admin0001', fileName: null });
    expect(job.expiresAt - job.createdAt).toBe(7 * DAY);

    await platform.app.downloads.drain();
    const done = (await api.get(job.id)).envelope.data!;
    expect(done).toMatchObject({ state: 'done', progress: 100, fileName: testFileName(2500), reason: null });
    expect(done.startedAt).not.toBeNull();
    expect(done.finishedAt).not.toBeNull();

    const file = await api.file(job.id);
    expect(file.statusCode).toBe(200);
    const text = file.body;
    expect(text.split('\n')).toHaveLength(2502);
    expect(Number(file.headers['content-length'] ?? text.length)).toBe(done.fileSize);
    expect(Buffer.byteLength(text)).toBe(done.fileSize);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="__ rows-2500.csv"; filename*=UTF-8''${encodeURIComponent(testFileName(2500))}`);
    // under its stored name only, no half file left beside it
    expect((await readdir(platform.app.downloads.dir)).filter((name) => name.startsWith(`${job.id}-`))).toHaveLength(1);
    expect(await readdir(platform.app.downloads.dir)).not.toContain(`${job.id}.part`);
  });

  it('is kept 30 days when asked', async () => {
    const job = (await api.create({ kind: 'testRows', params: { rows: 1 }, keepDays: 30 })).envelope.data!;
    expect(job.keepDays).toBe(30);
    expect(job.expiresAt - job.createdAt).toBe(30 * DAY);
  });

  it('answers -6 for its file until it is done', async () => {
    const job = (await api.create({ kind: 'testRows', params: { rows: 10 } })).envelope.data!;
    const early = await api.file(job.id);
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({ status: '-6' });
    await platform.app.downloads.drain();
    expect((await api.file(job.id)).statusCode).toBe(200);
  });

  it('that fails shows a generic reason in the owner\'s language, never the error\'s own text', async () => {
    const job = (await api.create({ kind: 'testRows', params: { rows: 3, fail: 'crash' } }, admin, 'zh-CN')).envelope.data!;
    await platform.app.downloads.drain();
    const zh = await api.get(job.id, admin, 'zh-CN');
    expect(zh.envelope.data).toMatchObject({ state: 'failed', reason: zhCN.downloads.reasons.failed, fileName: null });
    expect(JSON.stringify(zh.envelope)).not.toContain('secret_table');
    expect((await api.get(job.id, admin, 'en')).envelope.data?.reason).toBe(en.downloads.reasons.failed);
    expect((await api.file(job.id)).statusCode).toBe(404);
  });

  it('that fails for a reason the kind gives shows that reason', async () => {
    const job = (await api.create({ kind: 'testRows', params: { rows: 3, fail: 'noData' } })).envelope.data!;
    await platform.app.downloads.drain();
    expect((await api.get(job.id)).envelope.data).toMatchObject({ state: 'failed', reason: en.downloads.reasons.noData });
  });

  it('is made in the language of its request', async () => {
    const job = (await api.create({ kind: 'testRows', params: { rows: 2 } }, admin, 'zh-TW')).envelope.data!;
    await platform.app.downloads.drain();
    expect(kind.langs.at(-1)).toBe('zh-TW');
    expect((await api.get(job.id)).envelope.data?.state).toBe('done');
  });
});

describe('the list', () => {
  it('holds the user\'s jobs, newest first, by page and state', async () => {
    const made = [];
    for (const rows of [11, 12, 13]) made.push((await api.create({ kind: 'testRows', params: { rows } })).envelope.data!.id);
    const queued = (await api.list({ state: 'queued', limit: 10 })).envelope.data!;
    expect(queued.list.map((job) => job.id)).toEqual([...made].reverse());
    expect(queued.total).toBe(3);
    const page2 = (await api.list({ state: 'queued', limit: 2, page: 2 })).envelope.data!;
    expect(page2.list.map((job) => job.id)).toEqual([made[0]]);
    await platform.app.downloads.drain();
    expect((await api.list({ state: 'queued' })).envelope.data?.total).toBe(0);
    const all = (await api.list({ limit: 100 })).envelope.data!;
    expect(all.list.every((job, i) => i === 0 || job.id < all.list[i - 1]!.id)).toBe(true);
  });
});

describe('the centre\'s own limits', () => {
  it('refuses a job past DOWNLOAD_MAX_PENDING_PER_USER queued or running, and takes one again once they ran', async () => {
    for (let i = 0; i < 3; i++) expect((await api.create({ kind: 'testRows', params: { rows: 1 } })).envelope.status).toBe('1');
    const refused = await api.create({ kind: 'testRows', params: { rows: 1 } });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused.envelope).jobs).toBe(en.downloads.errors.tooMany.replace('%{limit}', '3'));
    await platform.app.downloads.drain();
    expect((await api.create({ kind: 'testRows', params: { rows: 1 } })).envelope.status).toBe('1');
  });

  it('refuses a body over its limit before reading it', async () => {
    const { statusCode } = await api.create({ kind: 'testRows', params: { rows: 1, padding: 'x'.repeat(20_000) } });
    expect(statusCode).toBe(413);
  });
});
