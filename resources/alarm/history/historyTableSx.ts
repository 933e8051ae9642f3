/**
 * The history table's layout, written once for the table rather than per cell (HistoryRow keeps
 * its cells' own look): the columns the user left out, the long words that may wrap so that the
 * default columns fit 1440 px, and the row actions kept at the right edge when the table is
 * wider than its box (a phone, more columns chosen), over a shadow rather than over the data.
 */
import { HISTORY_COLUMNS, type HistoryColumn } from './historyColumns';

/** The alarm rows (not the notifications row under one on the advanced page). */
const ROW = 'tbody tr[data-alarm]';

/** Columns whose text may wrap: names and words, never a time or a number. */
const WRAPPING: readonly HistoryColumn[] = ['organization', 'kind', 'peak'];

const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: '-4px 0 4px -4px rgba(0, 0, 0, 0.2)',
} as const;

export interface HistoryTableLayout {
  /** cells before the first column: the notifications toggle, the selection */
  leading: number;
  hidden: readonly string[];
  /** whether each row ends with its actions */
  actions: boolean;
}

export function historyTableSx({ leading, hidden, actions }: HistoryTableLayout) {
  const nth = (column: HistoryColumn) => `:nth-child(${leading + HISTORY_COLUMNS.indexOf(column) + 1})`;
  const sx: Record<string, unknown> = {
    // the device's number and name, the acknowledgement's words: narrower than the cells ask
    [`& ${ROW} > ${nth('device')}`]: { minWidth: 112 },
    [`& ${ROW} > ${nth('acknowledged')}`]: { minWidth: 140 },
  };
  // at the spaces only: a narrow screen scrolls the table rather than break a word into letters
  for (const column of WRAPPING) sx[`& ${ROW} > ${nth(column)}`] = { whiteSpace: 'normal' };
  for (const column of HISTORY_COLUMNS) {
    if (hidden.includes(column)) sx[`& thead tr > ${nth(column)}, & ${ROW} > ${nth(column)}`] = { display: 'none' };
  }
  if (actions) sx[`& thead tr > th:last-child, & ${ROW} > td:last-child`] = STICKY_ACTIONS;
  return sx;
}
