/**
 * The loaded entities: each schema file compiled once into its validator, described for the
 * store, and bound to its store (a table of its own, or `records`).
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { Kysely } from 'kysely';
import type { EntitySchema } from '../../../src/lib/schema/types';
import type { EntityValidator } from '../../../src/lib/validation/compile';
import type { Database } from '../../db/schema';
import { RESOURCE_HOOKS, type ResourceHooks } from './hooks';
import { recordIndexName, resourceEngineSql } from './engineSql';
import { compileSchemas, routeAjv } from './compileSchemas';
import { snakeCase, type PropertyInfo } from './properties';
import { recordsStore, tableStore, type ResourceStore } from './store';

export interface LoadedEntity {
  name: string;
  file: string;
  schema: EntitySchema;
  validate: EntityValidator;
  properties: Map<string, PropertyInfo>;
  store: ResourceStore;
  hooks: ResourceHooks;
}

export interface ResourceRegistry {
  entities: ReadonlyMap<string, LoadedEntity>;
  /** what GET /schemas answers */
  schemas: { entities: EntitySchema[]; shared: object[] };
  /** an ajv with the shared definitions and the entities, this platform's own: the hand-written routes compile their bodies with it (services/formSchema.ts) */
  ajv: Ajv2020;
}

/** Loads, checks and compiles the schemas of `dirs`; throws naming the file and the JSON path. */
export async function buildRegistry(db: Kysely<Database>, dirs: readonly string[]): Promise<ResourceRegistry> {
  const compiled = compileSchemas(dirs);
  const { entities, sharedSchemas } = compiled;
  const ajv = routeAjv(compiled);
  const engineSql = resourceEngineSql(db);
  const named = [...new Set(entities.map(({ schema }) => schema['x-store']?.table).filter((table): table is string => Boolean(table)))];
  const tables = await engineSql.tableColumns(db, named);
  const recordIndexes = await engineSql.recordIndexNames(db);
  const loaded = new Map<string, LoadedEntity>();

  for (const { file, schema, validate, properties } of entities) {
    const ui = schema['x-ui'];
    const hooks = RESOURCE_HOOKS[ui.resource] ?? {};
    const virtual = new Set(hooks.virtual ?? []);
    const searchable = ui.list.columns.filter((c) => properties.get(c)?.kind === 'string' && !virtual.has(c));
    const defaultSort = ui.list.sort?.field ?? 'id';
    const companyScoped = schema['x-store']?.companyScoped === true;
    const table = schema['x-store']?.table;
    let store: ResourceStore;
    if (table) {
      const columns = tables.get(table);
      if (!columns) throw new Error(`${file}: /x-store/table "${table}" is not a table of the database`);
      for (const name of properties.keys()) {
        if (name !== 'id' && !virtual.has(name) && !columns.has(snakeCase(name))) {
          throw new Error(`${file}: /properties/${name} has no column ${snakeCase(name)} in table ${table}`);
        }
      }
      const companyColumn = schema['x-store']?.companyColumn ?? 'company_id';
      if (companyScoped && !columns.has(companyColumn)) throw new Error(`${file}: /x-store/companyScoped needs a ${companyColumn} column in ${table}`);
      store = tableStore(db, { table, columns, companyScoped, companyColumn, properties, searchable, virtual, defaultSort });
    } else {
      store = recordsStore(db, { resource: ui.resource, companyScoped, properties, searchable, virtual, defaultSort });
      // what its lists sort and filter by gets an index of its own on PostgreSQL (none on SQLite)
      const indexed = new Set([defaultSort, ...(ui.list.filters ?? []).map((f) => f.field)].filter((name) => properties.has(name) && !virtual.has(name)));
      for (const name of indexed) {
        if (recordIndexes.has(recordIndexName(ui.resource, name))) continue;
        const statement = engineSql.recordIndex(ui.resource, name, properties.get(name)?.kind);
        if (statement) await statement.execute(db);
      }
    }
    loaded.set(ui.resource, { name: ui.resource, file, schema, validate, properties, store, hooks });
  }
  return { entities: loaded, schemas: { entities: entities.map((e) => e.schema), shared: sharedSchemas }, ajv };
}
