/**
 * The hash chain of the audit trail (issue 30 §1): each entry's hash is SHA-256 over the hash of
 * the entry before and a canonical serialization of its own fields, so a changed, removed or
 * inserted entry breaks every link after it. The id is not hashed (PostgreSQL's sequence can skip
 * numbers); the order is the id's.
 */
import { createHash } from 'node:crypto';

/** The link before the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** The stored fields an entry's hash covers, as the table holds them. */
export interface ChainedFields {
  created_at: number;
  actor_id: number | null;
  actor_username: string;
  company_id: number | null;
  ip: string;
  entity: string;
  record_id: string;
  action: string;
  /** the stored JSON text, hashed as stored */
  changes: string;
}

/** A fixed order of fields: JSON of an array, so that no key order or engine type can change it. */
export function canonical(fields: ChainedFields): string {
  return JSON.stringify([
    Number(fields.created_at),
    fields.actor_id === null ? null : Number(fields.actor_id),
    fields.actor_username,
    fields.company_id === null ? null : Number(fields.company_id),
    fields.ip,
    fields.entity,
    fields.record_id,
    fields.action,
    fields.changes,
  ]);
}

export function entryHash(prevHash: string, fields: ChainedFields): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonical(fields)).digest('hex');
}
