/**
 * Conditional parts of an entity schema (`allOf: [{ if, then }]`), in the one shape the console
 * can act on as well as validate: `if` names properties by `const` (and requires them), `then`
 * narrows properties (an `enum`) or rules them out (`false`). The asset schema says so per role:
 * a vehicle has a plate and its own types, a cabinet a brand and a size. ajv validates the same
 * conditions; the console shows, per page or record, only what they allow.
 */
import type { EntitySchema, PropertySchema } from './types';

export interface Condition {
  when: Record<string, string | number | boolean>;
  properties: Record<string, PropertySchema | false>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `allOf` conditions of a schema, or [] (the meta-schema admits no other shape). */
export function conditionsOf(schema: Pick<EntitySchema, 'allOf'>): Condition[] {
  const all = schema.allOf;
  if (!Array.isArray(all)) return [];
  return all.flatMap((part): Condition[] => {
    if (!isObject(part) || !isObject(part.if) || !isObject(part.then)) return [];
    const when = Object.fromEntries(Object.entries(isObject(part.if.properties) ? part.if.properties : {}).map(([name, rule]) => [name, (rule as Json).const]));
    const properties = isObject(part.then.properties) ? (part.then.properties as Condition['properties']) : {};
    return [{ when: when as Condition['when'], properties }];
  });
}

/**
 * The properties as they apply when `known` holds (a page's fixed filter, a record's values):
 * a property a matching condition rules out is gone, an enum it narrows is narrowed. With a
 * condition's property unknown, nothing of that condition applies.
 */
export function applicableProperties(
  properties: Readonly<Record<string, PropertySchema>>,
  conditions: readonly Condition[],
  known: Readonly<Record<string, unknown>>,
): Record<string, PropertySchema> {
  const out: Record<string, PropertySchema> = { ...properties };
  for (const { when, properties: rules } of conditions) {
    const holds = Object.entries(when).every(([name, value]) => known[name] !== undefined && String(known[name]) === String(value));
    if (!holds) continue;
    for (const [name, rule] of Object.entries(rules)) {
      if (rule === false) delete out[name];
      else if (out[name]) out[name] = { ...out[name], ...(Array.isArray(rule.enum) ? { enum: rule.enum } : {}) };
    }
  }
  return out;
}
