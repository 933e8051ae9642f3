/**
 * Issue 29 §4 and §5: the tables of the entities whose rules the database keeps. Containers and
 * their history (which asset carried a container since when, written by the server when its
 * current asset changes), and NFC tags bound to assets. A container number and a tag id are
 * unique within a company (the company first, so a duplicate reads as the writer's own). The other
 * asset pages (warehouses, groups, files, maintenance, print presets, waybill clients) are
 * documents in the generic `records` table (migration 007) and need no table.
 */
import type { Kysely } from 'kysely';
import { tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'containers')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // spec §5: three half-width comma-separated numbers; '' when not given
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    // an asset is a generic record (records.id): no foreign key, the route checks it is the company's
    .addColumn('asset_id', 'integer')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('containers_company_number', ['company_id', 'number'])
    .execute();

  await tableWithId(db, 'container_history')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('container_id', 'integer', (c) => c.notNull().references('containers.id'))
    // null: from then on the container was on no asset
    .addColumn('asset_id', 'integer')
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    // the user who made the change; no foreign key, so that a user who made one can still be deleted
    .addColumn('changed_by', 'integer')
    .execute();
  await db.schema.createIndex('container_history_container').on('container_history').columns(['container_id', 'changed_at']).execute();

  await tableWithId(db, 'nfc_tags')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('tag_id', 'text', (c) => c.notNull())
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('nfc_tags_company_tag', ['company_id', 'tag_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('nfc_tags').execute();
  await db.schema.dropTable('container_history').execute();
  await db.schema.dropTable('containers').execute();
}
