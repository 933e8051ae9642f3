/**
 * The generated table's columns, worked out once per list render rather than once per cell: a
 * schema column knows its widget and labels, and its cells are written by a plain function, not a
 * component (a 100-row page has a thousand cells; issue 11 §4, `npm run bench`). Plain-text widgets
 * (the registry's `text`) write a string into the cell; others render their cell component.
 */
import { Children, isValidElement, useMemo, type ReactElement, type ReactNode } from 'react';
import { useLocale, useTranslate, type RaRecord } from 'ra-core';
import { enumValueLabel } from '../schema/labels';
import type { CellTextProps } from '../widgets/registry';
import { SchemaValue, showsNothing, type SchemaValueProps } from '../widgets/SchemaValue';
import { displayOf, type Display } from '../widgets/widgetsOf';

export type TableColumn =
  | { kind: 'value'; key: string; name: string; display: Display; props: CellTextProps }
  | { kind: 'element'; key: string; element: ReactElement };

/** The Datagrid's children as columns: a SchemaValue becomes a schema column, anything else (row actions) stays an element. */
export function useTableColumns(children: ReactNode): TableColumn[] {
  const translate = useTranslate();
  const locale = useLocale();
  return useMemo(
    () =>
      Children.toArray(children)
        .filter(isValidElement)
        .map((child, index): TableColumn => {
          if (child.type !== SchemaValue) {
            const source = (child.props as { source?: string }).source;
            return { kind: 'element', key: source ?? `column${index}`, element: child };
          }
          const { entity, name } = child.props as SchemaValueProps;
          const display = displayOf(entity, name);
          const enumLabel = (v: unknown) => enumValueLabel(translate, entity, name, v);
          return { kind: 'value', key: name, name, display, props: { ctx: display.ctx, translate, enumLabel, locale } };
        }),
    [children, translate, locale],
  );
}

/** What one schema column shows for a record: its text, its cell, or nothing for an empty value. */
export function columnContent(column: Extract<TableColumn, { kind: 'value' }>, record: RaRecord): ReactNode {
  const value = record[column.name];
  if (showsNothing(column.props.ctx, value)) return null;
  const { entry, Cell } = column.display;
  if (entry.text) return entry.text(value, column.props);
  return <Cell {...column.props} value={value} record={record} />;
}
