/**
 * The generated list's table body: react-admin's Datagrid header and selection logic, with rows of
 * plain <tr>/<td> instead of an MUI TableRow, TableCell and Checkbox per row and cell. A 100-row
 * page mounted thousands of styled components for cells whose look is the same; the look now
 * comes once from the Datagrid's styles (tableStyles.ts), a schema column's cells are written
 * without a component each (tableColumns.tsx), and a row re-renders only when its record or its
 * selection changes (issue 11 §4, `npm run bench`).
 */
import { memo, type MouseEvent } from 'react';
import { replaceEqualDeep } from '@tanstack/react-query';
import { RecordContextProvider, useEvent, useTranslate, type Identifier, type RaRecord } from 'ra-core';
import type { DatagridBodyProps, RowClickFunction } from 'react-admin';
import { columnContent, useTableColumns, type TableColumn } from './tableColumns';

interface PlainRowProps {
  record: RaRecord;
  columns: TableColumn[];
  odd: boolean;
  hasBulkActions: boolean;
  selected: boolean;
  selectable: boolean;
  selectLabel: string;
  resource: string;
  rowClick?: RowClickFunction;
  onToggleItem?: (id: Identifier, event: MouseEvent) => void;
}

/** Clicks on a row's own controls are theirs, not the row's. */
const CONTROLS = 'button, a, input, label, select, textarea, [role="button"]';

/** A record that reads the same as before (react-query keeps what is deep-equal). */
const sameRecord = (a: RaRecord, b: RaRecord) => a === b || replaceEqualDeep(a, b) === a;

/**
 * A row re-renders when what it shows changed: a new page that repeats rows of the last one (25 rows
 * grown to 100, a refresh) keeps their DOM, though every response brings new objects.
 */
function sameRow(before: PlainRowProps, after: PlainRowProps): boolean {
  return (Object.keys(after) as Array<keyof PlainRowProps>).every((key) =>
    key === 'record' ? sameRecord(before.record, after.record) : Object.is(before[key], after[key]),
  );
}

const PlainRow = memo(function PlainRow({
  record,
  columns,
  odd,
  hasBulkActions,
  selected,
  selectable,
  selectLabel,
  resource,
  rowClick,
  onToggleItem,
}: PlainRowProps) {
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    if (selectable) onToggleItem?.(record.id, event);
  };
  const open = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!rowClick || (event.target as Element).closest(CONTROLS)) return;
    void rowClick(record.id, resource, record);
  };
  const classes = [
    'RaDatagrid-row',
    odd ? 'RaDatagrid-rowOdd' : 'RaDatagrid-rowEven',
    rowClick ? 'RaDatagrid-clickableRow' : '',
    selected ? 'Mui-selected' : '',
  ];
  return (
    <RecordContextProvider value={record}>
      <tr className={classes.filter(Boolean).join(' ')} onClick={open}>
        {hasBulkActions ? (
          <td className="plain-cell plain-cell-checkbox">
            <input
              type="checkbox"
              className="select-item"
              aria-label={selectLabel}
              checked={selectable && selected}
              disabled={!selectable}
              onClick={toggle}
              readOnly
            />
          </td>
        ) : null}
        {columns.map((column) =>
          column.kind === 'value' ? (
            <td key={column.key} className={`plain-cell RaDatagrid-rowCell column-${column.key} cell-${column.display.entry.name}`}>
              {columnContent(column, record)}
            </td>
          ) : (
            <td key={column.key} className={`plain-cell RaDatagrid-rowCell column-${column.key}`}>
              {column.element}
            </td>
          ),
        )}
      </tr>
    </RecordContextProvider>
  );
}, sameRow);

export function PlainDatagridBody({
  children,
  data = [],
  hasBulkActions = false,
  onToggleItem,
  resource = '',
  rowClick,
  selectedIds,
  isRowSelectable,
}: DatagridBodyProps) {
  const translate = useTranslate();
  const selectLabel = translate('ra.action.select_row', { _: 'Select this row' });
  const click = typeof rowClick === 'function' ? rowClick : undefined;
  const columns = useTableColumns(children);
  // react-admin's toggle is new whenever the page's data is: rows keep one, or none would skip rendering
  const toggleItem = useEvent((id: Identifier, event: MouseEvent) => onToggleItem?.(id, event));
  return (
    <tbody className="datagrid-body RaDatagrid-tbody">
      {(data as RaRecord[]).map((record, index) => (
        <PlainRow
          key={record.id ?? `row${index}`}
          record={record}
          columns={columns}
          odd={index % 2 !== 0}
          hasBulkActions={hasBulkActions && Boolean(selectedIds)}
          selected={selectedIds?.includes(record.id) ?? false}
          selectable={!isRowSelectable || isRowSelectable(record)}
          selectLabel={selectLabel}
          resource={resource}
          rowClick={click}
          onToggleItem={toggleItem}
        />
      ))}
    </tbody>
  );
}
