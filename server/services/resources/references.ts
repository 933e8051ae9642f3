/**
 * A reference (`x-ui.fields.NAME.reference`) must name records that exist and that the writer
 * can see: one of their own company's for a company-scoped entity, so a write can never point
 * at another company's organization, device or user. References inside the items of a list of
 * objects (`x-ui.fields.NAME.fields.PROP.reference`: a graded alarm level's receivers) are
 * checked the same way, and an issue names the row (`levels.1.receiverIds`).
 */
import type { FieldUi } from '../../../src/lib/schema/types';
import type { FieldIssues } from '../../../src/lib/validation/compile';
import type { LoadedEntity } from './registry';
import type { Row, Scope } from './store';

function idsOf(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((v): v is number => typeof v === 'number' && Number.isInteger(v));
}

/** Every (issue path, referenced resource, ids) of the values, the items of lists of objects included. */
function referencesOf(fields: Record<string, FieldUi>, values: Row): Array<{ path: string; resource: string; ids: number[] }> {
  return Object.entries(fields).flatMap(([name, ui]) => {
    const found = ui.reference ? [{ path: name, resource: ui.reference.resource, ids: [...new Set(idsOf(values[name]))] }] : [];
    const items = values[name];
    if (!ui.fields || !Array.isArray(items)) return found;
    const nested = items.flatMap((item, index) =>
      item && typeof item === 'object' ? referencesOf(ui.fields!, item as Row).map((ref) => ({ ...ref, path: `${name}.${index}.${ref.path}` })) : [],
    );
    return [...found, ...nested];
  });
}

export async function referenceIssues(
  entities: ReadonlyMap<string, LoadedEntity>,
  entity: LoadedEntity,
  values: Row,
  scope: Scope,
): Promise<FieldIssues | null> {
  const issues: FieldIssues = {};
  for (const { path, resource, ids } of referencesOf(entity.schema['x-ui'].fields ?? {}, values)) {
    const target = entities.get(resource);
    // an entity served by calls of its own (x-ui.api: operation) is not in its generic store
    if (!target || !ids.length || target.schema['x-ui'].api?.list) continue;
    const { list } = await target.store.list({ page: 1, limit: ids.length, order: 'ASC', filter: {}, ids }, scope);
    if (list.length !== ids.length) issues[path] = { key: 'validation.unknownReference' };
  }
  return Object.keys(issues).length ? issues : null;
}
