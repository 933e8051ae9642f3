/**
 * Where each call of a resource goes: `/{resource}` by the wire conventions
 * (docs/resources-design.md), or the entity's `x-ui.api` path templates when it is off them.
 */
import type { ApiUi } from '../lib/schema/types';

export type ResourceCall = keyof ApiUi;

/** The resource's `x-ui.api`, or nothing for a resource on the conventions. */
export type ApiLookup = (resource: string) => ApiUi | undefined;

/** `{id}` and `{field}` from the values (the filter or the record); a missing one is left empty. */
export function fillTemplate(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  });
}

export function resourcePath(
  lookup: ApiLookup | undefined,
  resource: string,
  call: ResourceCall,
  values: Record<string, unknown> = {},
): string {
  const template = lookup?.(resource)?.[call];
  if (template) return fillTemplate(template, values);
  const base = `/${encodeURIComponent(resource)}`;
  const id = values.id;
  const withId = call === 'get' || call === 'update' || (call === 'delete' && id !== undefined);
  return withId ? `${base}/${encodeURIComponent(String(id))}` : base;
}
