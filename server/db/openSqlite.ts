/**
 * Opens the SQLite file for Kysely. Two storage faults otherwise hide their cause:
 * SQLite's "unable to open database file" does not say which file, and after a failed write
 * (SQLITE_FULL, SQLITE_IOERR) SQLite has already rolled the transaction back itself, so
 * Kysely's ROLLBACK fails with "cannot rollback - no transaction is active" and that error
 * replaces the real one.
 */
import SQLite from 'better-sqlite3';
import { SqliteDialect, type DatabaseConnection, type Driver } from 'kysely';
import { MEMORY } from '../config';

/**
 * The open database, with foreign keys on and WAL for a file; an error names the file. An in-memory
 * one starts as a copy of `image` when given (a database's `serialize()`).
 */
export function openSqlite(file: string, image?: Buffer): SQLite.Database {
  let sqlite: SQLite.Database | undefined;
  try {
    sqlite = new SQLite(file === MEMORY && image ? image : file);
    sqlite.pragma('foreign_keys = ON');
    // the first read of the file: a file that is not a database fails here
    if (file !== MEMORY) sqlite.pragma('journal_mode = WAL');
    return sqlite;
  } catch (error) {
    sqlite?.close();
    const { code, message } = error as { code?: string; message?: string };
    throw new Error(`Cannot open the database ${file} (${code ? `${code}: ` : ''}${message ?? String(error)})`, { cause: error });
  }
}

/** Kysely's SQLite dialect whose ROLLBACK is skipped when SQLite already ended the transaction. */
export class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    // one connection (Kysely's SQLite driver serializes on it), so inTransaction is this transaction's state
    driver.rollbackTransaction = async (connection: DatabaseConnection) => {
      if (this.sqlite.inTransaction) await rollback(connection);
    };
    return driver;
  }
}
