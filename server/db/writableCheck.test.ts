/**
 * A data folder that cannot be written stops the start with a message naming the path
 * (issue 10 §7), instead of a platform that serves reads and answers every write with 500.
 */
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { assertWritableStorage, type CheckFs } from './writableCheck';

// The tests run as root in CI, and root ignores permission bits; a read-only mount cannot be
// made without privileges. So the refusals of the file system are injected (what a read-only
// mount answers: EROFS), and the real file system is used where root is refused too.
const isRoot = process.getuid?.() === 0;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(tmpdir(), 'datadir-'));
});
afterEach(() => {
  fs.chmodSync(dir, 0o700);
  fs.rmSync(dir, { recursive: true, force: true });
});

function paths(dataDir: string) {
  return { dataDir, databaseFile: path.join(dataDir, 'platform.sqlite'), uploadsDir: path.join(dataDir, 'uploads') };
}

function erofs(syscall: string, file: string): Error {
  return Object.assign(new Error(`EROFS: read-only file system, ${syscall} '${file}'`), { code: 'EROFS' });
}

/** The real file system, except that writes under `readOnly` fail as on a read-only mount. */
function readOnlyMount(readOnly: string): CheckFs {
  const under = (file: fs.PathLike | number) => typeof file === 'string' && file.startsWith(readOnly);
  return {
    ...fs,
    writeFileSync: ((file: fs.PathOrFileDescriptor, ...rest: [never]) => {
      if (under(file as fs.PathLike)) throw erofs('open', String(file));
      return fs.writeFileSync(file, ...rest);
    }) as typeof fs.writeFileSync,
    openSync: ((file: fs.PathLike, flags: fs.OpenMode = 'r', mode?: fs.Mode) => {
      if (under(file) && flags !== 'r') throw erofs('open', String(file));
      return fs.openSync(file, flags, mode);
    }) as typeof fs.openSync,
  };
}

describe('the data folder check at start', () => {
  it('passes on a writable folder and leaves no probe behind', () => {
    fs.writeFileSync(path.join(dir, 'platform.sqlite'), '');
    fs.mkdirSync(path.join(dir, 'uploads', 'records'), { recursive: true });
    expect(() => assertWritableStorage(paths(dir))).not.toThrow();
    expect(fs.readdirSync(dir).sort()).toEqual(['platform.sqlite', 'uploads']);
    expect(fs.readdirSync(path.join(dir, 'uploads', 'records'))).toEqual([]);
  });

  it('refuses a folder on a read-only mount, naming it', () => {
    expect(() => assertWritableStorage(paths(dir), readOnlyMount(dir))).toThrow(`The data folder ${dir} is not writable (EROFS`);
  });

  it('refuses a database file that cannot be opened for writing, naming it', () => {
    const file = path.join(dir, 'platform.sqlite');
    fs.writeFileSync(file, '');
    expect(() => assertWritableStorage(paths(dir), readOnlyMount(file))).toThrow(`The database ${file} is not writable (EROFS`);
  });

  it('refuses a read-only uploads folder, naming it', () => {
    const records = path.join(dir, 'uploads', 'records');
    fs.mkdirSync(records, { recursive: true });
    expect(() => assertWritableStorage(paths(dir), readOnlyMount(records))).toThrow(`The data folder ${records} is not writable (EROFS`);
  });

  it.skipIf(isRoot)('refuses a folder whose permissions forbid writing (not as root)', () => {
    fs.chmodSync(dir, 0o500);
    expect(() => assertWritableStorage(paths(dir))).toThrow(`The data folder ${dir} is not writable (EACCES`);
  });

  it('stops buildApp with the path when DATA_DIR is a file (refused to root as well)', async () => {
    const file = path.join(dir, 'not-a-folder');
    fs.writeFileSync(file, '');
    await expect(buildApp({ dataDir: file, logger: false })).rejects.toThrow(`The data folder ${file} cannot be created (EEXIST`);
    const nested = path.join(file, 'data');
    await expect(buildApp({ dataDir: nested, logger: false })).rejects.toThrow(`The data folder ${nested} cannot be created (ENOTDIR`);
  });
});
