/** Menus (the route tree), their operations, and what each role may see and do. */
import type { Kysely } from 'kysely';
import { tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'menus')
    .addColumn('parent_id', 'integer', (c) => c.references('menus.id'))
    .addColumn('route_name', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_tw', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('component', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('redirect', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('affix', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_cache', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('breadcrumb', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('no_redirect', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await tableWithId(db, 'operations')
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('fullname', 'text', (c) => c.notNull())
    .addColumn('sortcode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('operations_menu_code', ['menu_id', 'code'])
    .execute();

  await db.schema
    .createTable('role_menus')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id'))
    .addPrimaryKeyConstraint('role_menus_pk', ['role_id', 'menu_id'])
    .execute();

  await db.schema
    .createTable('role_operations')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('operation_id', 'integer', (c) => c.notNull().references('operations.id'))
    .addPrimaryKeyConstraint('role_operations_pk', ['role_id', 'operation_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['role_operations', 'role_menus', 'operations', 'menus']) {
    await db.schema.dropTable(table).execute();
  }
}
