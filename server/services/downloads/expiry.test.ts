/**
 * Spec §9: a download is kept 7 or 30 days. Past its expires_at (created_at + keep_days) its file
 * answers '-6' at once, and the sweep deletes the row and the file; a job kept longer stays.
 */
import { readdir } from 'node:fs/promises';
import { downloadsClient } from '../../../test/support/downloadsFixture';
import { testRowsKind } from '../../../test/support/downloadTestKind';
import { countRows, createTestPlatform, loginAs, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const DAY = 86_400;
let platform: TestPlatform;
let admin: TestSession;
const api = downloadsClient(() => platform, () => admin);

const storedFiles = () => readdir(platform.app.downloads.dir);

beforeAll(async () => {
  platform = await createTestPlatform({ downloadExtraKinds: { testRows: testRowsKind().handler } });
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterAll(() => platform.close());

it('deletes a job and its file once its days are over, and not before', async () => {
  const week = (await api.create({ kind: 'testRows', params: { rows: 100 } })).envelope.data!;
  const month = (await api.create({ kind: 'testRows', params: { rows: 200 }, keepDays: 30 })).envelope.data!;
  await platform.app.downloads.drain();
  expect(await storedFiles()).toHaveLength(2);

  platform.clock.advance(7 * DAY - 1);
  // a session lasts hours, not the test's days: sign in again after each jump
  admin = (await loginAs(platform, 'admin0001')).session;
  expect(await platform.app.downloads.sweep()).toBe(0);
  expect((await api.file(week.id)).statusCode).toBe(200);

  platform.clock.advance(1);
  // expired but not yet swept: no longer downloadable
  expect((await api.file(week.id)).statusCode).toBe(404);
  admin = (await loginAs(platform, 'admin0001')).session;
  expect(await platform.app.downloads.sweep()).toBe(1);
  expect((await api.get(week.id)).envelope.status).toBe('-6');
  expect(await countRows(platform, 'download_jobs')).toBe(1);
  expect(await storedFiles()).toHaveLength(1);
  expect((await api.file(month.id)).statusCode).toBe(200);

  platform.clock.advance(23 * DAY);
  admin = (await loginAs(platform, 'admin0001')).session;
  expect(await platform.app.downloads.sweep()).toBe(1);
  expect(await countRows(platform, 'download_jobs')).toBe(0);
  expect(await storedFiles()).toEqual([]);
});

it('deletes an expired job whatever its state', async () => {
  const failed = (await api.create({ kind: 'testRows', params: { rows: 1, fail: 'crash' } })).envelope.data!;
  await platform.app.downloads.drain();
  const queued = (await api.create({ kind: 'testRows', params: { rows: 1 } })).envelope.data!;
  platform.clock.advance(7 * DAY);
  admin = (await loginAs(platform, 'admin0001')).session;
  expect(await platform.app.downloads.sweep()).toBe(2);
  for (const id of [failed.id, queued.id]) expect((await api.get(id)).envelope.status).toBe('-6');
});
