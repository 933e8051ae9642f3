/**
 * The generated table's look, written once for the table rather than per cell (PlainDatagridBody
 * writes plain <tr>/<td>). Each row is a CSS grid over the list's tracks (columnTracks.ts): its
 * columns line up with the header's without the browser measuring every cell, and a row out of
 * view is not laid out or painted until it scrolls in (`content-visibility: auto`).
 */
import type { Theme } from '@mui/material/styles';
import { NOWRAP_STYLE } from '../widgets/cells';
import type { ListTracks } from './columnTracks';
import { ROW_ACTION_SX } from './RowActions';

/** A row's height before it was shown (a row of text and row buttons); once shown, its own. */
const ROW_HEIGHT_ESTIMATE = 45;

/** The table, its header and its rows as grids over `--list-columns`. */
const GRID_SX = {
  '& table': { display: 'block', width: '100%', minWidth: 'var(--list-min-width)' },
  '& thead, & tbody': { display: 'block' },
  '& thead tr, & tbody tr': (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'var(--list-columns)',
    alignItems: 'center',
    borderBottom: `1px solid ${theme.palette.divider}`,
  }),
  '& tbody tr': { contentVisibility: 'auto', containIntrinsicSize: `auto ${ROW_HEIGHT_ESTIMATE}px` },
  // a cell's width is its track's: a word longer than that wraps rather than running into the next column
  '& th, & td': { display: 'block', width: 'auto', minWidth: 0, borderBottom: 0, overflowWrap: 'break-word' },
} as const;

/** MUI's small body cell. */
const PLAIN_BODY_SX = {
  '& td.plain-cell': (theme: Theme) => ({ ...theme.typography.body2, padding: '6px 16px' }),
  // the selection cells fill their track (MUI's small checkbox cell is narrower and padded otherwise)
  '& td.plain-cell-checkbox, & th.MuiTableCell-paddingCheckbox': { width: 'auto', padding: '0 0 0 4px' },
  // dates never wrap (as the date cells of the cards and the detail view)
  '& td.cell-date, & td.cell-datetime': { ...NOWRAP_STYLE, overflowWrap: 'normal' },
  '& td.plain-cell-checkbox input': (theme: Theme) => ({ width: 18, height: 18, margin: '0 11px', accentColor: theme.palette.primary.main, cursor: 'pointer' }),
  '& tbody tr.RaDatagrid-clickableRow': { cursor: 'pointer' },
  '& tbody tr:hover': { bgcolor: 'action.hover' },
  '& tbody tr.Mui-selected': { bgcolor: 'action.selected' },
} as const;

/** The row actions stay at the right edge of a wide table (Menus has 118 rows and many columns). */
const STICKY_ACTIONS = {
  '& tbody td:last-of-type, & thead th:last-of-type': {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    alignSelf: 'stretch',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    bgcolor: 'background.paper',
    boxShadow: '-4px 0 4px -4px rgba(0, 0, 0, 0.2)',
  },
  // react-admin's header cells are sticky to the top at z-index 2: the actions' header goes above them
  '& thead th:last-of-type': { zIndex: 3 },
} as const;

const TABLE_SX = { ...GRID_SX, ...PLAIN_BODY_SX, ...ROW_ACTION_SX, ...STICKY_ACTIONS };

/** The Datagrid's sx for these tracks. */
export function tableSx({ template, minWidth }: ListTracks) {
  return { ...TABLE_SX, '--list-columns': template, '--list-min-width': `${minWidth}px` };
}
