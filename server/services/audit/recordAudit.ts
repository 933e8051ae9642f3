/**
 * Appends one entry to the audit trail (issue 30 §1). Call it with the transaction of the write it
 * describes: the write and its entry commit together, and a write that fails leaves no entry.
 * API for other writes: docs/audit-trail-and-login-log.md.
 *
 * Appending reads the last entry's hash and links to it, so two appends must not interleave:
 * on PostgreSQL a transaction-scoped advisory lock makes every appender (of every server
 * instance) wait its turn until the holder commits or rolls back; SQLite has one writer at a time.
 */
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { FieldChange } from '../../../src/lib/audit';
import type { Database } from '../../db/schema';
import { entryHash, GENESIS_HASH, type ChainedFields } from './chain';

/** The advisory lock's key: any constant no other part of the platform uses. */
const CHAIN_LOCK = 3_003_001;

export interface AuditInput {
  /** who; null for the platform itself */
  actor: { id: number; username: string } | null;
  /** whose entry it is (a company admin reads their company's); null: platform data */
  companyId: number | null;
  /** the request's address ('' when there was no request) */
  ip: string;
  /** unix seconds of the platform clock (app.nowUnix()) */
  at: number;
  /** the entity's name ('device', 'role'…) or the kind of record ('waybillSignature', 'user') */
  entity: string;
  recordId: number | string;
  /** 'create' | 'update' | 'delete', or the write's own verb ('permissions', 'sign', 'unlock'…) */
  action: string;
  /** the changed fields with their old and new values: mask secrets first (changes.ts fieldChanges does) */
  changes: readonly FieldChange[];
}

/** Who made a write through the API, for the entry its transaction appends. */
export interface AuditActor {
  actor: { id: number; username: string };
  ip: string;
}

/** Appends the entry in `trx` (a transaction: never the bare database) and returns its id. */
export async function recordAudit(trx: Transaction<Database> | Kysely<Database>, entry: AuditInput): Promise<number> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`.execute(trx);
  const last = await trx.selectFrom('audit_entries').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const fields: ChainedFields = {
    created_at: entry.at,
    actor_id: entry.actor?.id ?? null,
    actor_username: entry.actor?.username ?? '',
    company_id: entry.companyId,
    ip: entry.ip,
    entity: entry.entity,
    record_id: String(entry.recordId),
    action: entry.action,
    changes: JSON.stringify(entry.changes),
  };
  const prevHash = last?.hash ?? GENESIS_HASH;
  const row = await trx
    .insertInto('audit_entries')
    .values({ ...fields, prev_hash: prevHash, hash: entryHash(prevHash, fields) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
