/**
 * Labels of referenced records (issue 11 §2 "The operator sees no organizations"): a user who
 * may see a record may see the labels of what it references. A user who cannot list an entity
 * still gets, by id, the id and label fields of its records when some entity they may read
 * points at it (`x-ui.fields.NAME.reference`); nothing else of them, and only their own
 * company's (the store's scope still applies). An entity may also be read whole alongside another
 * (`x-store.readWith`, mayReadAlongside).
 */
import type { Kysely } from 'kysely';
import { componentOf } from '../../../src/lib/schema/types';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../users';
import { hasPageOf } from './access';
import type { LoadedEntity } from './registry';
import type { ResourceRecord } from './store';

/** The entities with a field referring to `target`, and the label fields they show of it. */
function referrersOf(entities: ReadonlyMap<string, LoadedEntity>, target: string): Array<{ entity: LoadedEntity; labels: string[] }> {
  return [...entities.values()].flatMap((entity) => {
    const labels = Object.values(entity.schema['x-ui'].fields ?? {}).flatMap((ui) => (ui.reference?.resource === target ? [ui.reference.label] : []));
    return labels.length ? [{ entity, labels }] : [];
  });
}

/** The fields of `target` a reader of a referring record sees: its id, its record label and what references show. */
export function labelFieldsOf(entities: ReadonlyMap<string, LoadedEntity>, target: LoadedEntity): string[] {
  const recordLabel = target.schema['x-ui'].recordLabel;
  return [...new Set(['id', ...(recordLabel ? [recordLabel] : []), ...referrersOf(entities, target.name).flatMap((r) => r.labels)])];
}

/** Whether the user may read some entity that refers to `target` (a page of it in their menus). */
export async function mayReadLabelsOf(db: Kysely<Database>, user: AuthUser, entities: ReadonlyMap<string, LoadedEntity>, target: string): Promise<boolean> {
  for (const { entity } of referrersOf(entities, target)) {
    if (entity.name === target) continue;
    if (await hasPageOf(db, user, entity.schema['x-ui'].components.map((c) => componentOf(c).path))) return true;
  }
  return false;
}

/**
 * Whether the user reads `target` alongside a resource whose pages show its records
 * (`x-store.readWith`): a reader of devices gets the channel display of their models. Reads only;
 * the store's company scope still applies.
 */
export async function mayReadAlongside(db: Kysely<Database>, user: AuthUser, entities: ReadonlyMap<string, LoadedEntity>, target: LoadedEntity): Promise<boolean> {
  for (const resource of target.schema['x-store']?.readWith ?? []) {
    const entity = entities.get(resource);
    if (entity && (await hasPageOf(db, user, entity.schema['x-ui'].components.map((c) => componentOf(c).path)))) return true;
  }
  return false;
}

/** The records cut down to those fields. */
export function labelsOnly(records: readonly ResourceRecord[], fields: readonly string[]): ResourceRecord[] {
  return records.map((record) => ({ ...Object.fromEntries(fields.filter((name) => name in record).map((name) => [name, record[name]])), id: record.id }));
}
