/**
 * Labels are keys (STYLE §10): `resources.{resource}.fields.{prop}`, with the schema's `title`
 * (or the property name made readable) as the fallback when a locale has no such key.
 */
import { useCallback } from 'react';
import { useTranslate } from 'ra-core';
import type { EntityEntry } from './schemaRegistry';

/** 'organizationId' → 'Organization id' */
export function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldLabelKey(entity: EntityEntry, name: string): string {
  return entity.ui.fields?.[name]?.label ?? `resources.${entity.resource}.fields.${name}`;
}

/** What names a record to the user: its `x-ui.recordLabel` property, else its id. */
export function recordLabelOf(entity: EntityEntry, record: Record<string, unknown> & { id?: unknown }): string {
  return String(record[entity.ui.recordLabel ?? 'id'] ?? record.id);
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * An object's sub-field (a waybill's consignor.institution): `fields.{parent}_{name}` when a locale
 * words it for that parent, else the entity's `fields.{name}`, else the title or the name made readable.
 */
export function subFieldLabel(translate: Translate, resource: string, parent: string, name: string, title?: string): string {
  const shared = translate(`resources.${resource}.fields.${name}`, { _: title ?? humanize(name) });
  return translate(`resources.${resource}.fields.${parent}_${name}`, { _: shared });
}

/** An enum value's label: under the field's `x-ui` `enumLabels` key prefix when it has one, else the value itself. */
export function enumValueLabel(translate: Translate, entity: EntityEntry, name: string, value: unknown): string {
  const prefix = entity.ui.fields?.[name]?.enumLabels;
  const text = String(value);
  return prefix ? translate(`${prefix}.${text}`, { _: text }) : text;
}

export function useLabels(entity: EntityEntry) {
  const translate = useTranslate();
  const field = useCallback(
    (name: string) => translate(fieldLabelKey(entity, name), { _: entity.properties[name]?.title ?? humanize(name) }),
    [translate, entity],
  );
  const enumValue = useCallback((name: string, value: unknown) => enumValueLabel(translate, entity, name, value), [translate, entity]);
  const entityName = useCallback(
    (count = 2) => translate(entity.ui.label ?? `resources.${entity.resource}.name`, { smart_count: count, _: entity.schema.title || humanize(entity.resource) }),
    [translate, entity],
  );
  return { field, enumValue, entityName, translate };
}
