/**
 * Containers (issue 29 §4, schemas/container.schema.json): the server writes a container's history
 * whenever its current asset changes (a create with an asset, an edit to another asset or to
 * none), in the write's transaction, with who and when; the record reads back with that history,
 * newest first, each entry running until the next one.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ResourceHooks } from './hooks';
import { recordsById } from './recordQueries';
import type { ResourceRecord } from './store';

interface HistoryEntry {
  assetId?: number;
  assetName?: string;
  since: number;
  until?: number;
  changedBy?: string;
}

const assetOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

async function loadHistory(db: Kysely<Database>, records: ResourceRecord[]): Promise<void> {
  if (!records.length) return;
  const rows = await db
    .selectFrom('container_history')
    .leftJoin('users', 'users.id', 'container_history.changed_by')
    .select(['container_history.container_id', 'container_history.company_id', 'container_history.asset_id', 'container_history.changed_at', 'users.realname', 'users.username'])
    .where('container_history.container_id', 'in', records.map((r) => r.id))
    .orderBy('container_history.changed_at')
    .orderBy('container_history.id')
    .execute();
  const names = new Map<number, string>();
  for (const companyId of new Set(rows.map((row) => row.company_id))) {
    const ids = rows.filter((row) => row.company_id === companyId && row.asset_id !== null).map((row) => row.asset_id!);
    for (const [id, data] of await recordsById(db, 'asset', companyId, [...new Set(ids)])) names.set(id, String(data.name ?? id));
  }
  for (const record of records) {
    const own = rows.filter((row) => row.container_id === record.id);
    const history: HistoryEntry[] = own.map((row, i) => {
      const entry: HistoryEntry = { since: Number(row.changed_at) };
      if (row.asset_id !== null) {
        entry.assetId = row.asset_id;
        entry.assetName = names.get(row.asset_id) ?? `#${row.asset_id}`;
      }
      const next = own[i + 1];
      if (next) entry.until = Number(next.changed_at);
      const by = row.realname || row.username;
      if (by) entry.changedBy = by;
      return entry;
    });
    record.history = history.reverse();
  }
}

export const containerHooks: ResourceHooks = {
  virtual: ['history'],
  async save(db, id, values, { actor, nowUnix, existing }) {
    if (!('assetId' in values)) return;
    const next = assetOf(values.assetId);
    if (existing ? next === assetOf(existing.assetId) : next === null) return;
    await db.insertInto('container_history').values({ company_id: actor.companyId, container_id: id, asset_id: next, changed_at: nowUnix, changed_by: actor.id }).execute();
  },
  load: loadHistory,
  async beforeDelete(db, ids) {
    await db.deleteFrom('container_history').where('container_id', 'in', ids).execute();
  },
};
