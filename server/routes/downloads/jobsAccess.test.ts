/**
 * Who may do what with the download centre's jobs: the kind's page to make one, the centre's menu
 * to see them, statisticsdownloadcenter_delete to delete; a job is its owner's alone ('-6' for
 * anyone else, in the company or not). Deleting a running job cancels it and keeps nothing.
 */
import { readdir } from 'node:fs/promises';
import { downloadsClient } from '../../../test/support/downloadsFixture';
import { testRowsKind } from '../../../test/support/downloadTestKind';
import { userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const kind = testRowsKind();
let platform: TestPlatform;
let admin: TestSession;
const api = downloadsClient(() => platform, () => admin);

const filesOf = async (id: number) => (await readdir(platform.app.downloads.dir)).filter((name) => name.startsWith(`${id}-`) || name === `${id}.part`);

async function doneJob(session = admin): Promise<number> {
  const id = (await api.create({ kind: 'testRows', params: { rows: 5 } }, session)).envelope.data!.id;
  await platform.app.downloads.drain();
  return id;
}

beforeAll(async () => {
  platform = await createTestPlatform({ downloadExtraKinds: { testRows: kind.handler } });
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterAll(() => platform.close());

describe('permissions', () => {
  it('a role without the pages gets -4 everywhere, before its input is looked at', async () => {
    const operator = (await loginAs(platform, 'operator01')).session;
    const id = await doneJob();
    const answers = [
      await api.create({ kind: 'testRows', params: { rows: -1 } }, operator),
      await api.list({ page: 0 }, operator),
      await api.get(id, operator),
      await api.remove(id, operator),
    ];
    for (const answer of answers) expect([answer.statusCode, answer.envelope.status]).toEqual([403, '-4']);
    expect((await api.file(id, operator)).statusCode).toBe(403);
    expect((await api.get(id)).envelope.data?.state).toBe('done');
  });

  it('the kind\'s page makes a job; the centre\'s menu shows it', async () => {
    const queryOnly = await userWithPages(platform, 1, ['StatisticsDataQuery']);
    const made = await api.create({ kind: 'testRows', params: { rows: 1 } }, queryOnly);
    expect(made.envelope.status).toBe('1');
    expect((await api.list({}, queryOnly)).statusCode).toBe(403);
    const centreOnly = await userWithPages(platform, 1, ['StatisticsDownloadCenter']);
    expect((await api.create({ kind: 'testRows', params: { rows: 1 } }, centreOnly)).statusCode).toBe(403);
    expect((await api.list({}, centreOnly)).envelope.data).toEqual({ list: [], total: 0 });
    await platform.app.downloads.drain();
  });

  it('deleting needs statisticsdownloadcenter_delete', async () => {
    const viewer = await userWithPages(platform, 1, ['StatisticsDataQuery', 'StatisticsDownloadCenter']);
    const id = await doneJob(viewer);
    expect((await api.remove(id, viewer)).statusCode).toBe(403);
    expect((await api.get(id, viewer)).envelope.data?.state).toBe('done');
  });
});

describe('a job is its owner\'s alone', () => {
  it('another user of the company, and another company\'s admin, get -6 for it', async () => {
    const id = await doneJob();
    const colleague = await userWithPages(platform, 1, ['StatisticsDataQuery', 'StatisticsDownloadCenter'], ['statisticsdownloadcenter_delete']);
    const stranger = (await loginAs(platform, 'admin0002')).session;
    for (const other of [colleague, stranger]) {
      expect((await api.list({ limit: 100 }, other)).envelope.data?.list.map((job) => job.id)).not.toContain(id);
      expect((await api.get(id, other)).statusCode).toBe(404);
      const file = await api.file(id, other);
      expect([file.statusCode, file.json<{ status: string }>().status]).toEqual([404, '-6']);
      expect((await api.remove(id, other)).envelope.status).toBe('-6');
    }
    expect((await api.file(id)).statusCode).toBe(200);
  });

  it('a malformed or unknown id is -6', async () => {
    for (const id of ['abc', '0', '99999999']) {
      expect((await platform.app.inject({ method: 'GET', url: `/api/downloads/${id}` })).statusCode).toBe(401);
      expect((await api.get(id as unknown as number)).envelope.status).toBe('-6');
    }
  });
});

describe('DELETE /downloads/{id}', () => {
  it('deletes a done job and its file', async () => {
    const id = await doneJob();
    expect(await filesOf(id)).toHaveLength(1);
    expect((await api.remove(id)).envelope.status).toBe('1');
    expect((await api.get(id)).envelope.status).toBe('-6');
    expect((await api.file(id)).statusCode).toBe(404);
    expect(await filesOf(id)).toEqual([]);
  });

  it('cancels a running job: the row goes at once, and its worker keeps no file', async () => {
    const id = (await api.create({ kind: 'testRows', params: { rows: 50_000, hold: true } })).envelope.data!.id;
    await platform.app.downloads.tick();
    await vi.waitFor(() => expect(kind.started).toBeGreaterThan(0));
    expect((await api.get(id)).envelope.data?.state).toBe('running');
    expect((await api.remove(id)).envelope.status).toBe('1');
    kind.release();
    await platform.app.downloads.drain();
    expect((await api.get(id)).envelope.status).toBe('-6');
    expect(await filesOf(id)).toEqual([]);
  });
});
