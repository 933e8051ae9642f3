/**
 * The few entities whose storage is more than columns: users (a password hash, sessions) and
 * roles (page permissions in join tables). Every other entity needs no TypeScript.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPassword } from '../password';
import type { ResourceRecord, Row } from './store';

export interface ResourceHooks {
  /** properties kept outside the entity's table; `load` and `save` handle them */
  virtual?: readonly string[];
  /** columns that are not properties, on insert */
  insertExtra?(db: Kysely<Database>, values: Row): Promise<Row>;
  /** after insert or update: save the virtual properties that were sent */
  save?(db: Kysely<Database>, id: number, values: Row): Promise<void>;
  /** add the virtual properties to records read */
  load?(db: Kysely<Database>, records: ResourceRecord[]): Promise<void>;
  /** before delete: rows of other tables that point at these */
  beforeDelete?(db: Kysely<Database>, ids: number[]): Promise<void>;
}

/** Spec §9: a new user's initial password equals the login account; a reset sets it back to it. */
export async function initialPasswordHash(username: string): Promise<string> {
  return hashPassword(username);
}

const user: ResourceHooks = {
  async insertExtra(_db, values) {
    return { password_hash: await initialPasswordHash(String(values.username ?? '')) };
  },
  async beforeDelete(db, ids) {
    await db.deleteFrom('sessions').where('user_id', 'in', ids).execute();
    await db.deleteFrom('announcement_states').where('user_id', 'in', ids).execute();
    await db.deleteFrom('renewal_reads').where('user_id', 'in', ids).execute();
  },
};

const role: ResourceHooks = {
  virtual: ['menuIds', 'operationIds'],
  async save(db, id, values) {
    if (Array.isArray(values.menuIds)) {
      await db.deleteFrom('role_menus').where('role_id', '=', id).execute();
      const menuIds = [...new Set(values.menuIds.map(Number))];
      if (menuIds.length) await db.insertInto('role_menus').values(menuIds.map((menu_id) => ({ role_id: id, menu_id }))).execute();
    }
    if (Array.isArray(values.operationIds)) {
      await db.deleteFrom('role_operations').where('role_id', '=', id).execute();
      const operationIds = [...new Set(values.operationIds.map(Number))];
      if (operationIds.length) {
        await db.insertInto('role_operations').values(operationIds.map((operation_id) => ({ role_id: id, operation_id }))).execute();
      }
    }
  },
  async load(db, records) {
    const ids = records.map((r) => r.id);
    if (!ids.length) return;
    const menus = await db.selectFrom('role_menus').select(['role_id', 'menu_id']).where('role_id', 'in', ids).orderBy('menu_id').execute();
    const operations = await db
      .selectFrom('role_operations')
      .select(['role_id', 'operation_id'])
      .where('role_id', 'in', ids)
      .orderBy('operation_id')
      .execute();
    for (const record of records) {
      record.menuIds = menus.filter((m) => m.role_id === record.id).map((m) => m.menu_id);
      record.operationIds = operations.filter((o) => o.role_id === record.id).map((o) => o.operation_id);
    }
  },
  async beforeDelete(db, ids) {
    await db.deleteFrom('role_menus').where('role_id', 'in', ids).execute();
    await db.deleteFrom('role_operations').where('role_id', 'in', ids).execute();
  },
};

const menu: ResourceHooks = {
  async beforeDelete(db, ids) {
    const operations = db.selectFrom('operations').select('id').where('menu_id', 'in', ids);
    await db.deleteFrom('role_operations').where('operation_id', 'in', operations).execute();
    await db.deleteFrom('operations').where('menu_id', 'in', ids).execute();
    await db.deleteFrom('role_menus').where('menu_id', 'in', ids).execute();
  },
};

export const RESOURCE_HOOKS: Readonly<Record<string, ResourceHooks>> = { user, role, menu };
