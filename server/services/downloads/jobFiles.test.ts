import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { attachmentDisposition } from './disposition';
import { filePath, PACE_CHUNK_BYTES, removeStrayFiles, storedName, writeJobFile } from './jobFiles';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jobfiles-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('writeJobFile', () => {
  it('writes a stream under its stored name, counting its bytes, with no part file left', async () => {
    const data = Readable.from(['a,b\n', Buffer.from('1,2\n'), new Uint8Array([51, 44, 52, 10])]);
    const stored = await writeJobFile(dir, 7, 'report.CSV', data, { pauseMs: 0, signal: new AbortController().signal });
    expect(stored.name).toMatch(/^7-[0-9a-f]{12}\.csv$/);
    expect(stored.size).toBe(12);
    expect(await readFile(path.join(dir, stored.name), 'utf8')).toBe('a,b\n1,2\n3,4\n');
    expect(await readdir(dir)).toEqual([stored.name]);
  });

  it('paces a large buffer by chunks', async () => {
    const started = performance.now();
    const stored = await writeJobFile(dir, 8, 'big.pdf', Buffer.alloc(PACE_CHUNK_BYTES * 3, 1), { pauseMs: 40, signal: new AbortController().signal });
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(stored.size).toBe(PACE_CHUNK_BYTES * 3);
  });

  it('leaves nothing behind when aborted or when the source fails', async () => {
    const controller = new AbortController();
    const writing = writeJobFile(dir, 9, 'x.csv', Buffer.alloc(PACE_CHUNK_BYTES * 4), { pauseMs: 50, signal: controller.signal });
    setTimeout(() => controller.abort('cancelled'), 20);
    await expect(writing).rejects.toBeDefined();
    const failing = Readable.from(
      (async function* () {
        yield 'n\n';
        throw new Error('query failed');
      })(),
    );
    await expect(writeJobFile(dir, 10, 'y.csv', failing, { pauseMs: 0, signal: new AbortController().signal })).rejects.toThrow('query failed');
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('the folder', () => {
  it('keeps a stored name inside it, whatever the file name shown', () => {
    expect(storedName(3, '../../etc/passwd')).toMatch(/^3-[0-9a-f]{12}$/);
    expect(storedName(3, '温度报告 2024.xlsx')).toMatch(/^3-[0-9a-f]{12}\.xlsx$/);
    expect(() => filePath(dir, '../x')).toThrow();
    expect(() => filePath(dir, '.hidden')).toThrow();
  });

  it('removes the files no job points at', async () => {
    for (const name of ['1-aa.csv', '2.part', '3-bb.pdf']) await writeFile(path.join(dir, name), 'x');
    expect(await removeStrayFiles(dir, new Set(['1-aa.csv']))).toBe(2);
    expect(await readdir(dir)).toEqual(['1-aa.csv']);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name (RFC 5987)', () => {
    expect(attachmentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(attachmentDisposition('运单 "A"(1).pdf')).toBe(
      `attachment; filename="__ _A_(1).pdf"; filename*=UTF-8''%E8%BF%90%E5%8D%95%20%22A%22%281%29.pdf`,
    );
  });
});
