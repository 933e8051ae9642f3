import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { databaseOfDataDir, testDatabaseServer } from '../../test/support/testDatabase';
import { countRows, createTestPlatform, loginAs } from '../../test/support/testPlatform';
import { createAdminCommand, type CommandIo } from './createAdmin';

let dataDir: string;
/** on PostgreSQL, the command is told the database that stands for the folder (as createTestPlatform finds it) */
let databaseEnv: Record<string, string>;
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'create-admin-'));
  const server = testDatabaseServer();
  databaseEnv = server ? { DATABASE_URL: await databaseOfDataDir(server, dataDir) } : {};
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function io(env: Record<string, string>, stdin = ''): CommandIo & { out: () => string; err: () => string } {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  return { env: { DATA_DIR: dataDir, ...databaseEnv, ...env }, stdin: Readable.from([stdin]), stdout, stderr, out: () => out, err: () => err };
}

describe('npm run create-admin -- <username>', { timeout: 30_000 }, () => {
  it('creates the first platform admin of a new database from a password on stdin, without demo data', async () => {
    const run = io({}, 'N0t-the-demo\n');
    expect(await createAdminCommand(['root0001'], run)).toBe(0);
    expect(run.out()).toContain("Created the platform administrator 'root0001'");
    expect(run.out() + run.err()).not.toContain('N0t-the-demo');

    // the server, started afterwards with its defaults, keeps the database demo-free
    const platform = await createTestPlatform({ dataDir });
    try {
      expect((await loginAs(platform, 'root0001', 'N0t-the-demo')).data.username).toBe('root0001');
      expect(await countRows(platform, 'users')).toBe(1);
      expect(await countRows(platform, 'devices')).toBe(0);
    } finally {
      await platform.close();
    }
  });

  it('takes ADMIN_PASSWORD from the environment', async () => {
    const run = io({ ADMIN_PASSWORD: 'Fr0m-the-env' });
    expect(await createAdminCommand(['root0002'], run)).toBe(0);
    const platform = await createTestPlatform({ dataDir });
    try {
      expect((await loginAs(platform, 'root0002', 'Fr0m-the-env')).data.username).toBe('root0002');
    } finally {
      await platform.close();
    }
  });

  it('never takes the password from the command line, and refuses a weak one', async () => {
    const argv = io({}, 'N0t-the-demo\n');
    expect(await createAdminCommand(['root0001', 'N0t-the-demo'], argv)).toBe(2);
    expect(argv.err()).toContain('never taken from the command line');

    const weak = io({}, 'Admin@123\n');
    expect(await createAdminCommand(['root0001'], weak)).toBe(1);
    expect(weak.err()).toContain('published demo password');

    const platform = await createTestPlatform({ dataDir, seedDemo: false });
    try {
      expect(await countRows(platform, 'users')).toBe(0);
    } finally {
      await platform.close();
    }
  });
});
