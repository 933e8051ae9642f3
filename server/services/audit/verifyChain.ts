/**
 * Walks the audit trail from its first entry (issue 30 §1): each entry must link to the hash of
 * the one before and its own hash must match its fields. The first entry that fails is named.
 * Read in pages by id, so a long trail never sits in memory at once.
 */
import type { Kysely } from 'kysely';
import type { ChainVerdict } from '../../../src/lib/audit';
import type { Database } from '../../db/schema';
import { entryHash, GENESIS_HASH } from './chain';

const BATCH = 1000;

export async function verifyChain(db: Kysely<Database>): Promise<ChainVerdict> {
  let prev = GENESIS_HASH;
  let after = 0;
  let checked = 0;
  for (;;) {
    const rows = await db.selectFrom('audit_entries').selectAll().where('id', '>', after).orderBy('id').limit(BATCH).execute();
    for (const row of rows) {
      const at = Number(row.created_at);
      if (row.prev_hash !== prev) return { ok: false, checked, broken: { id: row.id, at, reason: 'link' } };
      if (entryHash(prev, { ...row, created_at: at }) !== row.hash) return { ok: false, checked, broken: { id: row.id, at, reason: 'hash' } };
      prev = row.hash;
      checked += 1;
    }
    if (rows.length < BATCH) return { ok: true, checked, broken: null };
    after = rows[rows.length - 1]!.id;
  }
}
