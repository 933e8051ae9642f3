/**
 * A list of objects (a graded alarm's levels): react-admin's ArrayInput with a SimpleFormIterator,
 * one row of inputs per object. Each property of the objects is an input, a cell and an export
 * value of the same ranked registry as a top-level property (STYLE §4), so a level's channels are
 * a multi-select with their enum labels and its receivers a reference multi-select, with no
 * widget of their own. What the items' properties need besides their schema (a reference, enum
 * labels, a widget) is in `x-ui.fields.NAME.fields.PROPERTY`.
 *
 * The registry is handed in (`objectListWidget(() => DEFAULT_WIDGETS)`), not imported: the
 * default widgets list this one, and an import back would be a cycle.
 */
import { useMemo, type ComponentType } from 'react';
import { ArrayInput, SimpleFormIterator, useSourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import type { FieldUi, PropertySchema } from '../../lib/schema/types';
import { useSchemaRegistry } from '../schema/SchemaRegistryContext';
import { subFieldLabel } from '../schema/labels';
import { typeOf } from '../schema/resolveProperty';
import { textCellOf } from './cells';
import { pickWidget, type CellProps, type CellTextProps, type ExportContext, type WidgetContext, type WidgetEntry, type WidgetInputProps } from './registry';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An array whose items are objects with properties (not files: those have their upload widgets). */
export function isObjectList(ctx: WidgetContext): boolean {
  const items = ctx.property.items;
  return (
    typeOf(ctx.property) === 'array' &&
    !ctx.ui.reference &&
    Boolean(items) &&
    typeOf(items!) === 'object' &&
    typeof items!.properties === 'object' &&
    !items!['x-file']
  );
}

/** One property of the listed objects, as the registry sees a top-level one. */
export interface ItemField {
  name: string;
  ctx: WidgetContext;
}

/** The properties of the listed objects, in schema order, with their x-ui (`x-ui.fields.LIST.fields`); hidden ones left out. */
export function itemFields(ctx: WidgetContext): ItemField[] {
  const items = ctx.property.items ?? {};
  const properties = (items.properties ?? {}) as Record<string, PropertySchema>;
  const required = new Set((items.required as string[] | undefined) ?? []);
  const uis: Record<string, FieldUi> = ctx.ui.fields ?? {};
  return Object.entries(properties)
    .filter(([name]) => uis[name]?.hidden !== true)
    .map(([name, property]) => ({ name, ctx: { resource: ctx.resource, name, property, ui: uis[name] ?? {}, required: required.has(name) } }));
}

/** A listed object's enum value under its property's `enumLabels` key prefix, else the value. */
function itemEnumLabel(translate: Translate, field: ItemField, value: unknown): string {
  const prefix = field.ctx.ui.enumLabels;
  const text = String(value);
  return prefix ? translate(`${prefix}.${text}`, { _: text }) : text;
}

const itemLabel = (translate: Translate, list: WidgetContext, field: ItemField) =>
  subFieldLabel(translate, list.resource, list.name, field.name, field.ctx.property.title);

/** The first value not taken by another object of the list, for a property that must be unique in it (the next level). */
function nextFree(field: ItemField, items: ReadonlyArray<Record<string, unknown> | null | undefined>): number | undefined {
  const { property } = field.ctx;
  if (property['x-unique-in-list'] !== true || typeOf(property) !== 'integer') return undefined;
  const taken = new Set(items.map((item) => item?.[field.name]));
  const max = property.maximum ?? Number.MAX_SAFE_INTEGER;
  for (let n = property.minimum ?? 1; n <= max; n++) if (!taken.has(n)) return n;
  return undefined;
}

/** A new object: each property's schema default, and the next free value of a unique one. */
export function newItem(fields: readonly ItemField[], items: ReadonlyArray<Record<string, unknown> | null | undefined>): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const field of fields) {
    const value = field.ctx.property.default ?? nextFree(field, items);
    if (value !== undefined) item[field.name] = value;
  }
  return item;
}

/** Inputs that take the whole width of an object's row. */
const WIDE = new Set(['textarea', 'object', 'multiSelect', 'referenceMultiSelect', 'tags', 'organizationTree', 'objectList', 'fileUpload', 'imageUpload']);

/** The registry a form of this resource ranks: the resource's own widgets first, then the shared ones. */
function useEntries(resource: string, shared: () => readonly WidgetEntry[]): WidgetEntry[] {
  const own = useSchemaRegistry().entities.get(resource)?.overrides.widgets;
  return useMemo(() => [...(own ?? []), ...shared()], [own, shared]);
}

/** The list's input: one row of the objects' inputs per object, with add and remove. */
function objectListInput(shared: () => readonly WidgetEntry[]): ComponentType<WidgetInputProps> {
  return function ObjectListInput({ ctx, label, readOnly }: WidgetInputProps) {
    const translate = useTranslate();
    const entries = useEntries(ctx.resource, shared);
    const fields = useMemo(
      () =>
        itemFields(ctx).flatMap((field) => {
          const entry = pickWidget(entries, field.ctx);
          return entry ? [{ ...field, entry }] : [];
        }),
      [ctx, entries],
    );
    const source = useSourceContext().getSource(ctx.name);
    const { getValues } = useFormContext();
    const items = (useWatch({ name: source }) as unknown[] | undefined) ?? [];
    const full = ctx.property.maxItems !== undefined && items.length >= ctx.property.maxItems;
    // a list that needs an object starts with one: the form shows what to fill in
    const start = useMemo(() => (ctx.required && (ctx.property.minItems ?? 0) > 0 ? [newItem(fields, [])] : []), [ctx, fields]);
    return (
      <ArrayInput source={ctx.name} label={label} isRequired={ctx.required} helperText={false} defaultValue={start}>
        <SimpleFormIterator
          fullWidth
          disableReordering
          disableClear
          disabled={readOnly}
          disableAdd={full}
          getItemLabel={(index) => `${index + 1}`}
          getItemDefaults={(item: unknown) => item ?? newItem(fields, (getValues(source) as Array<Record<string, unknown>> | undefined) ?? [])}
          sx={{
            // each object's inputs in a grid: two columns from a tablet up, lists on a whole row
            '& .RaSimpleFormIterator-form': {
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              columnGap: 2,
              rowGap: 2,
              flex: 1,
              py: 1.5,
            },
            '& .RaSimpleFormIterator-form .MuiFormControl-root': { my: 0 },
          }}
        >
          {fields.map((field) => (
            <Box key={field.name} sx={{ gridColumn: WIDE.has(field.entry.name) ? '1 / -1' : undefined, minWidth: 0 }}>
              <field.entry.input
                ctx={field.ctx}
                label={itemLabel(translate, ctx, field)}
                readOnly={readOnly}
                enumLabel={(value) => itemEnumLabel(translate, field, value)}
              />
            </Box>
          ))}
        </SimpleFormIterator>
      </ArrayInput>
    );
  };
}

const isEmptyValue = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The list in the cards and the detail view: one line per object, each value through its own widget's cell. */
function objectListCell(shared: () => readonly WidgetEntry[]): ComponentType<CellProps> {
  return function ObjectListCell({ ctx, value, locale }: CellProps) {
    const translate = useTranslate();
    const entries = useEntries(ctx.resource, shared);
    const fields = useMemo(
      () =>
        itemFields(ctx).map((field) => {
          const entry = pickWidget(entries, field.ctx, (e) => Boolean(e.cell ?? e.text));
          return { ...field, Cell: entry ? (entry.cell ?? textCellOf(entry.text!)) : null };
        }),
      [ctx, entries],
    );
    const items = (Array.isArray(value) ? value : []) as Array<Record<string, unknown> | null>;
    return (
      <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 6 }}>
        {items.map((item, index) => (
          <span key={index} data-testid="object-list-item" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 16, rowGap: 4 }}>
            {fields.map(({ Cell, ...field }) => {
              const one = item?.[field.name];
              if (!Cell || isEmptyValue(one)) return null;
              return (
                <span key={field.name} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                  <span style={{ color: 'var(--mui-palette-text-secondary, rgba(0,0,0,0.6))' }}>{itemLabel(translate, ctx, field)}:</span>
                  <Cell
                    ctx={field.ctx}
                    value={one}
                    record={{ ...item, id: index }}
                    enumLabel={(v) => itemEnumLabel(translate, field, v)}
                    translate={translate}
                    locale={locale}
                  />
                </span>
              );
            })}
          </span>
        ))}
      </span>
    );
  };
}

/** In the table, each object by its first property's value (the levels: "1, 2, 3"): a cell per object would crowd the row. */
export function objectListText(value: unknown, { ctx, translate }: CellTextProps): string {
  const [first] = itemFields(ctx);
  if (!first || !Array.isArray(value)) return '';
  return value
    .map((item) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[first.name] : undefined))
    .filter((one) => !isEmptyValue(one))
    .map((one) => {
      const prefix = first.ctx.ui.enumLabels;
      const label = prefix ? translate(`${prefix}.${String(one)}`) : String(one);
      // a key a locale lacks comes back as itself: the value says more
      return prefix && label === `${prefix}.${String(one)}` ? String(one) : label;
    })
    .join(', ');
}

/** An export writes every object: its values in property order (" / "), lists joined by ", ", objects by "; ". */
export function objectListExport(value: unknown, { ctx }: ExportContext): string {
  const fields = itemFields(ctx);
  if (!Array.isArray(value)) return '';
  return value
    .map((item) =>
      fields
        .map((field) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[field.name] : undefined))
        .filter((one) => !isEmptyValue(one))
        .map((one) => [one].flat().map(String).join(', '))
        .join(' / '),
    )
    .join('; ');
}

/** The entry's input and cell, over the registry `shared` returns (the default widgets). */
export function objectListWidget(shared: () => readonly WidgetEntry[]): { input: ComponentType<WidgetInputProps>; cell: ComponentType<CellProps> } {
  return { input: objectListInput(shared), cell: objectListCell(shared) };
}
