import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { NewestFirstHead } from '../../../src/components/NewestFirstHead';
import type { AlarmAction } from '../actions/eligible';
import { SR_ONLY } from '../shared/srOnly';
import { HistoryRow, type HistoryRowData } from './HistoryRow';
import { historyTableSx } from './historyTableSx';
import { HISTORY_COLUMNS } from './historyColumns';
import type { SelectionModel } from './useSelection';

const K = 'alarm.pages.columns';

interface Props {
  rows: readonly HistoryRowData[];
  advanced: boolean;
  canEdit: boolean;
  /** the columns the user left out (historyColumns.ts) */
  hidden: readonly string[];
  selection: SelectionModel;
  onAction(action: AlarmAction, ids: number[]): void;
  sessionHref(id: number): string | undefined;
}

/**
 * The alarms, newest first. At 1440 px the default columns fit the page; narrower (a phone, more
 * columns chosen) the table scrolls sideways inside its own box (reachable by keyboard) and each
 * row's actions stay at its right edge (historyTableSx.ts).
 */
export function HistoryTable({ rows, advanced, canEdit, hidden, selection, onAction, sessionHref }: Props) {
  const translate = useTranslate();
  const label = translate('alarm.pages.history.tableLabel');
  const span = HISTORY_COLUMNS.length - hidden.length + (advanced ? 1 : 0) + (canEdit ? 2 : 0);
  const all = rows.length > 0 && selection.ids.size === rows.length;
  const sx = useMemo(() => historyTableSx({ leading: (advanced ? 1 : 0) + (canEdit ? 1 : 0), hidden, actions: canEdit }), [advanced, canEdit, hidden]);
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, position: 'relative' }}>
      <Table size="small" aria-label={label} sx={sx}>
        <TableHead>
          <TableRow>
            {advanced ? (
              <TableCell padding="checkbox">
                <span style={SR_ONLY}>{translate('alarm.pages.notifications.title')}</span>
              </TableCell>
            ) : null}
            {canEdit ? (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={all}
                  indeterminate={selection.ids.size > 0 && !all}
                  onChange={selection.toggleAll}
                  slotProps={{ input: { 'aria-label': translate(`${K}.selectAll`) } }}
                />
              </TableCell>
            ) : null}
            {HISTORY_COLUMNS.map((column) =>
              column === 'opened' ? (
                <NewestFirstHead key={column}>{translate(`${K}.${column}`)}</NewestFirstHead>
              ) : (
                <TableCell key={column} scope="col" sx={{ whiteSpace: 'nowrap' }}>
                  {translate(`${K}.${column}`)}
                </TableCell>
              ),
            )}
            {canEdit ? (
              <TableCell padding="checkbox">
                <span style={SR_ONLY}>{translate(`${K}.actions`)}</span>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <HistoryRow
              key={row.id}
              row={row}
              span={span}
              advanced={advanced}
              canEdit={canEdit}
              selected={selection.ids.has(row.id)}
              onToggle={selection.toggle}
              onAction={onAction}
              sessionHref={sessionHref}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
