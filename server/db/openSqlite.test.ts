/** Opening and writing the SQLite file: failures name the file and keep their real cause (issue 10 §7). */
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { buildApp } from '../app';
import { openSqlite, SqliteDialectKeepingErrors } from './openSqlite';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(tmpdir(), 'sqlite-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('opening the database', () => {
  it('names the file SQLite cannot open', () => {
    // a folder where the file should be: SQLite's own message is "unable to open database file", no path
    const file = path.join(dir, 'platform.sqlite');
    fs.mkdirSync(file);
    expect(() => openSqlite(file)).toThrow(`Cannot open the database ${file} (SQLITE_CANTOPEN: unable to open database file)`);
  });

  it('stops buildApp naming a database file that is not a database', async () => {
    const file = path.join(dir, 'platform.sqlite');
    fs.writeFileSync(file, 'this is not an SQLite file, but long enough to have a header'.repeat(4));
    await expect(buildApp({ dataDir: dir, logger: false })).rejects.toThrow(`Cannot open the database ${file} (SQLITE_NOTADB`);
  });
});

describe('a write that fills the disk', () => {
  it('fails with SQLITE_FULL, not with the rollback SQLite already did', async () => {
    const sqlite = openSqlite(path.join(dir, 'full.sqlite'));
    sqlite.exec('create table t (id integer primary key, v text)');
    // the file may not grow: the next page is "disk full", as on a full disk
    sqlite.pragma(`max_page_count = ${Number(sqlite.pragma('page_count', { simple: true }))}`);
    const db = new Kysely<{ t: { id: number; v: string } }>({ dialect: new SqliteDialectKeepingErrors(sqlite) });
    try {
      const write = db.transaction().execute((trx) => sql`insert into t (v) values (${'x'.repeat(20000)})`.execute(trx));
      await expect(write).rejects.toMatchObject({ code: 'SQLITE_FULL' });
      expect(sqlite.inTransaction).toBe(false);
      // a failure SQLite does not roll back itself is still rolled back
      const failing = db.transaction().execute(async (trx) => {
        await sql`insert into t (v) values ('kept?')`.execute(trx);
        throw new Error('refused by the caller');
      });
      await expect(failing).rejects.toThrow('refused by the caller');
      expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 0 });
    } finally {
      await db.destroy();
    }
  });

  it('is what Kysely alone hides behind "cannot rollback" (the defect this dialect fixes)', async () => {
    const sqlite = new SQLite(path.join(dir, 'plain.sqlite'));
    sqlite.exec('create table t (id integer primary key, v text)');
    sqlite.pragma(`max_page_count = ${Number(sqlite.pragma('page_count', { simple: true }))}`);
    const db = new Kysely<{ t: { id: number; v: string } }>({ dialect: new SqliteDialect({ database: sqlite }) });
    try {
      const write = db.transaction().execute((trx) => sql`insert into t (v) values (${'x'.repeat(20000)})`.execute(trx));
      await expect(write).rejects.toThrow('cannot rollback - no transaction is active');
    } finally {
      await db.destroy();
    }
  });
});
