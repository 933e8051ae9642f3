/**
 * Reading the audit trail (issue 30 §1 "Log info"): filtered by user, entity, record, action and
 * a time range, newest first, a page at a time; limited to a company unless the reader is a
 * platform admin.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditEntry, FieldChange } from '../../../src/lib/audit';
import type { AuditEntriesTable } from '../../db/auditTables';
import type { Database } from '../../db/schema';
import type { Selectable } from 'kysely';

export interface AuditFilter {
  /** null: every company (a platform admin) */
  companyId: number | null;
  start: number;
  end: number;
  username?: string;
  entity?: string;
  recordId?: string;
  action?: string;
}

type Query = SelectQueryBuilder<Database, 'audit_entries', object>;

function filtered(db: Kysely<Database>, filter: AuditFilter): Query {
  let query: Query = db.selectFrom('audit_entries').where('created_at', '>=', filter.start).where('created_at', '<=', filter.end);
  if (filter.companyId !== null) query = query.where('company_id', '=', filter.companyId);
  if (filter.username) query = query.where('actor_username', '=', filter.username);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.recordId) query = query.where('record_id', '=', filter.recordId);
  if (filter.action) query = query.where('action', '=', filter.action);
  return query;
}

export function toAuditEntry(row: Selectable<AuditEntriesTable>): AuditEntry {
  let changes: FieldChange[] = [];
  try {
    changes = JSON.parse(row.changes) as FieldChange[];
  } catch {
    // a damaged row still lists; the chain check names it
  }
  return {
    id: row.id,
    at: Number(row.created_at),
    actor: { id: row.actor_id, username: row.actor_username },
    companyId: row.company_id,
    ip: row.ip,
    entity: row.entity,
    recordId: row.record_id,
    action: row.action,
    changes,
    hash: row.hash,
  };
}

export async function listAudit(db: Kysely<Database>, filter: AuditFilter, page: { offset: number; limit: number }): Promise<{ list: AuditEntry[]; total: number }> {
  const counted = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await filtered(db, filter).selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
  return { list: rows.map(toAuditEntry), total: Number(counted?.n ?? 0) };
}

/** The entries of one record, newest first (a role's permission log, a waybill's signatures). */
export async function recordTrail(db: Kysely<Database>, entity: string, recordId: number | string, action?: string): Promise<AuditEntry[]> {
  let query = db.selectFrom('audit_entries').selectAll().where('entity', '=', entity).where('record_id', '=', String(recordId));
  if (action) query = query.where('action', '=', action);
  return (await query.orderBy('id', 'desc').execute()).map(toAuditEntry);
}
