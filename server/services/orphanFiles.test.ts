/**
 * Uploads left behind by a crash (issue 10 §7): a file is stored before the transaction that
 * records it, so `kill -9` in between leaves a file no record points at, or a half-written
 * temporary file. A restart on the same data folder removes those, and only those.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestPlatform, loginAs, signedInject } from '../../test/support/testPlatform';
import { diskFileStore } from './files';

const FIXTURES = fileURLToPath(new URL('../routes/resources/fixtures', import.meta.url));
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'orphans-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const keyOf = (url: string) => url.replace(/^\/api\/files\//, '');

describe('the sweep at start', () => {
  it('removes old unreferenced uploads and leftover temporary files, and keeps every referenced or recent file', async () => {
    const first = await createTestPlatform({ dataDir: dir, extraSchemaDirs: [FIXTURES] });
    const { session } = await loginAs(first, 'admin0001');
    const avatar = await signedInject<{ url: string }>(first, {
      method: 'POST',
      url: '/fileupload/avatar',
      session,
      files: { image: { filename: 'me.png', contentType: 'image/png', data: PNG } },
    });
    const gadget = await signedInject<{ photo: { url: string }; manual: Array<{ url: string }> }>(first, {
      method: 'POST',
      url: '/gadget',
      session,
      form: { record: JSON.stringify({ name: 'withfiles', color: 'blue' }) },
      files: {
        photo: { filename: 'p.png', contentType: 'image/png', data: PNG },
        manual: { filename: 'manual.pdf', contentType: 'application/pdf', data: new Uint8Array([1, 2, 3]) },
      },
    });
    expect(avatar.statusCode).toBe(200);
    expect(gadget.statusCode).toBe(200);
    await first.close();

    const uploads = path.join(dir, 'uploads');
    const referenced = [avatar.envelope.data!.url, gadget.envelope.data!.photo.url, gadget.envelope.data!.manual[0]!.url].map(keyOf);
    // what a crash leaves: files whose record never committed, and a write cut off mid-way
    const orphans = ['records/0b7e1c3a-5d2f-4a61-9e8b-2f4c6d8a1b3e.png', 'avatars/1-0123456789abcdef01234567.png', 'records/.0b7e1c3a-0000.pdf.a1b2c3d4e5f6.tmp'];
    // an upload of another process still writing (younger than the grace), and a folder uploads never write
    const recent = 'records/9f8e7d6c-5b4a-4321-8fed-cba987654321.png';
    const foreign = 'notices/old-unreferenced.html';
    for (const key of [...orphans, recent, foreign]) {
      mkdirSync(path.dirname(path.join(uploads, key)), { recursive: true });
      writeFileSync(path.join(uploads, key), 'x');
    }
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    for (const key of [...orphans, ...referenced, foreign]) utimesSync(path.join(uploads, key), twoMinutesAgo, twoMinutesAgo);

    const second = await createTestPlatform({ dataDir: dir, extraSchemaDirs: [FIXTURES] });
    try {
      for (const key of orphans) expect(existsSync(path.join(uploads, key)), key).toBe(false);
      for (const key of [...referenced, recent, foreign, 'notices/renewal-policy.html']) expect(existsSync(path.join(uploads, key)), key).toBe(true);
      for (const key of referenced) expect((await second.app.inject({ method: 'GET', url: `/api/files/${key}` })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('takes the grace from ORPHAN_FILE_GRACE_SECONDS', async () => {
    const orphan = path.join(dir, 'uploads', 'records', '0b7e1c3a-5d2f-4a61-9e8b-2f4c6d8a1b3e.png');
    mkdirSync(path.dirname(orphan), { recursive: true });
    writeFileSync(orphan, 'x');
    const tenSecondsAgo = new Date(Date.now() - 10_000);
    utimesSync(orphan, tenSecondsAgo, tenSecondsAgo);
    await (await createTestPlatform({ dataDir: dir })).close();
    expect(existsSync(orphan)).toBe(true);
    await (await createTestPlatform({ dataDir: dir, orphanFileGraceSeconds: 5 })).close();
    expect(existsSync(orphan)).toBe(false);
  }, 60_000);
});

describe('a stored file', () => {
  it('appears under its name only complete: a failed write leaves neither the file nor a temporary one', async () => {
    const store = diskFileStore(dir);
    await store.put('records/abc.png', Buffer.from('whole'));
    expect(readdirSync(path.join(dir, 'records'))).toEqual(['abc.png']);
    // a folder in the way: the rename fails after the temporary file was written
    mkdirSync(path.join(dir, 'records', 'def.png'));
    writeFileSync(path.join(dir, 'records', 'def.png', 'x'), '');
    await expect(store.put('records/def.png', Buffer.from('part'))).rejects.toThrow();
    expect(readdirSync(path.join(dir, 'records')).sort()).toEqual(['abc.png', 'def.png']);
    expect((await store.get('records/abc.png'))?.toString()).toBe('whole');
  });
});
