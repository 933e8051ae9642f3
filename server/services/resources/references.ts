/**
 * A reference (`x-ui.fields.NAME.reference`) must name records that exist and that the writer
 * can see: one of their own company's for a company-scoped entity, so a write can never point
 * at another company's organization, device or user.
 */
import type { FieldIssues } from '../../../src/lib/validation/compile';
import type { LoadedEntity } from './registry';
import type { Row, Scope } from './store';

function idsOf(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((v): v is number => typeof v === 'number' && Number.isInteger(v));
}

export async function referenceIssues(
  entities: ReadonlyMap<string, LoadedEntity>,
  entity: LoadedEntity,
  values: Row,
  scope: Scope,
): Promise<FieldIssues | null> {
  const issues: FieldIssues = {};
  for (const [name, ui] of Object.entries(entity.schema['x-ui'].fields ?? {})) {
    const target = ui.reference && entities.get(ui.reference.resource);
    const ids = [...new Set(idsOf(values[name]))];
    // an entity served by calls of its own (x-ui.api: operation) is not in its generic store
    if (!target || !ids.length || target.schema['x-ui'].api?.list) continue;
    const { list } = await target.store.list({ page: 1, limit: ids.length, order: 'ASC', filter: {}, ids }, scope);
    if (list.length !== ids.length) issues[name] = { key: 'validation.unknownReference' };
  }
  return Object.keys(issues).length ? issues : null;
}
