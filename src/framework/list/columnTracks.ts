/**
 * The generated table's column widths. Its rows are CSS grids sharing one track list, so a column's
 * width never depends on its cells, and the browser lays out only the rows in view
 * (`content-visibility: auto`, tableStyles.ts): an auto-sized table laid out every cell of a
 * 100-row page to find its widths (issue 11 §4, `npm run bench`). A column's width comes from its
 * widget (registry `column`); a property's `x-ui.column` overrides it.
 */
import type { ColumnSize } from '../../lib/schema/types';
import type { EntityEntry } from '../schema/schemaRegistry';
import { displayOf } from '../widgets/widgetsOf';

/** a column whose widget names no width: text, references */
export const DEFAULT_COLUMN: ColumnSize = { min: 96, grow: 1 };
/** the selection checkbox's column */
export const CHECKBOX_WIDTH = 48;
/** a row button around its label: the icon, the gap after it and the padding (MUI's small text button) */
export const ROW_BUTTON_CHROME = 36;
/** MUI's text button is never narrower */
export const ROW_BUTTON_MIN = 64;
/** a row action that names no label is given this much */
export const ROW_BUTTON_UNKNOWN = 160;
const ROW_BUTTON_GAP = 4;

export interface ListTracks {
  /** the rows' `grid-template-columns` */
  template: string;
  /** the table's narrowest width: wider than its card, the table scrolls */
  minWidth: number;
}

/** A schema column's width: the property's `x-ui.column`, else its widget's, else DEFAULT_COLUMN. */
export function columnSize(entity: EntityEntry, name: string): ColumnSize {
  const { entry, ctx } = displayOf(entity, name);
  return { ...DEFAULT_COLUMN, ...entry.column, ...ctx.ui.column };
}

/** a cell's padding, both sides */
export const CELL_PADDING = 32;
/** the sort arrow beside a sortable column's label, and its margins: a header's content is its longest word and this */
export const SORT_ICON_WIDTH = 22;

/** A column at least as wide as the widest of these contents (textWidth.ts) and its cells' padding. */
export function fitContent(size: ColumnSize, ...widths: number[]): ColumnSize {
  return { ...size, min: Math.max(size.min, ...widths.map((width) => width + CELL_PADDING)) };
}

/** A row button's width for its label's width (textWidth.ts), or for no known label. */
export function rowButtonWidth(labelWidth: number | undefined): number {
  return labelWidth === undefined ? ROW_BUTTON_UNKNOWN : Math.max(ROW_BUTTON_MIN, labelWidth + ROW_BUTTON_CHROME);
}

/** The actions column fits its buttons, given their widths. */
export function actionsWidth(buttons: readonly number[]): number {
  return buttons.reduce((sum, width) => sum + width, 0) + Math.max(buttons.length - 1, 0) * ROW_BUTTON_GAP + CELL_PADDING;
}

/** The tracks of a table: the checkbox when rows can be selected, the schema columns, the row actions (their buttons' widths). */
export function listTracks(columns: readonly ColumnSize[], { checkbox, buttons }: { checkbox: boolean; buttons: readonly number[] }): ListTracks {
  const actions = actionsWidth(buttons);
  const tracks = columns.map(({ min, grow }) => (grow > 0 ? `minmax(${min}px, ${grow}fr)` : `${min}px`));
  const widths = columns.reduce((sum, { min }) => sum + min, 0);
  return {
    template: [...(checkbox ? [`${CHECKBOX_WIDTH}px`] : []), ...tracks, `${actions}px`].join(' '),
    minWidth: (checkbox ? CHECKBOX_WIDTH : 0) + widths + actions,
  };
}
