import { Fragment, useState } from 'react';
import { useLocale, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import type { AlarmHistoryPage } from '../../../src/lib/alarms';
import { formatDateTime } from '../../../src/lib/dateTimeFormat';
import type { AlarmAction } from '../actions/eligible';
import { RowActionsMenu } from '../actions/RowActionsMenu';
import { AlarmStateChip } from '../shared/AlarmStateChip';
import { durationText, kindWord, levelWord, peakText, rowEndText } from '../shared/alarmWords';
import { NotificationsTable } from './NotificationsTable';

export type HistoryRowData = AlarmHistoryPage['list'][number];

export interface HistoryRowProps {
  row: HistoryRowData;
  /** the columns in all, for the notifications' row */
  span: number;
  advanced: boolean;
  /** whether the actions and the selection show */
  canEdit: boolean;
  selected: boolean;
  onToggle(id: number): void;
  onAction(action: AlarmAction, ids: number[]): void;
  /** the session page's address of an alarm, when the user has that page */
  sessionHref(id: number): string | undefined;
}

/** One alarm of the history; on the advanced page a button opens its notifications in a row under it. */
export function HistoryRow({ row, span, advanced, canEdit, selected, onToggle, onAction, sessionHref }: HistoryRowProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const [expanded, setExpanded] = useState(false);
  const href = sessionHref(row.id);
  const device = `${row.deviceNumber} ${row.deviceName}`.trim();
  const notificationsId = `alarm-${row.id}-notifications`;
  return (
    <Fragment>
      <TableRow hover selected={selected} data-alarm={row.id} sx={{ verticalAlign: 'top', '& > td': { borderBottom: expanded ? 'unset' : undefined } }}>
        {advanced ? (
          <TableCell padding="checkbox">
            <IconButton
              size="small"
              aria-expanded={expanded}
              aria-controls={expanded ? notificationsId : undefined}
              aria-label={translate('alarm.pages.notifications.toggle', { id: row.id, device: row.deviceNumber })}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
            </IconButton>
          </TableCell>
        ) : null}
        {canEdit ? (
          <TableCell padding="checkbox">
            <Checkbox
              size="small"
              checked={selected}
              onChange={() => onToggle(row.id)}
              slotProps={{ input: { 'aria-label': translate('alarm.pages.columns.selectOne', { id: row.id, device: row.deviceNumber }) } }}
            />
          </TableCell>
        ) : null}
        <TableCell component="th" scope="row" sx={{ minWidth: 150 }}>
          {href ? (
            <Link
              component={RouterLink}
              to={href}
              title={translate('alarm.pages.history.openSession', { id: row.id })}
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {row.deviceNumber}
            </Link>
          ) : (
            <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.deviceNumber}
            </Box>
          )}
          <Typography variant="caption" color="text.secondary" component="div" title={device}>
            {row.deviceName}
          </Typography>
        </TableCell>
        {/* short words: a line each, never broken into columns of one character */}
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.organizationName || '—'}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{kindWord(translate, row.kind)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{levelWord(translate, row.level)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt, locale)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{durationText(translate, row.durationSeconds)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{peakText(row) || '—'}</TableCell>
        <TableCell>
          <AlarmStateChip row={row} />
          {row.endReason ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {rowEndText(translate, row)}
            </Typography>
          ) : null}
          {row.status === 'open' && row.snoozedUntil !== null ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {translate('alarm.pages.history.snoozedUntil', { time: formatDateTime(row.snoozedUntil, locale) })}
            </Typography>
          ) : null}
        </TableCell>
        <TableCell>{translate(`alarm.handling.${row.handling}`, { _: row.handling })}</TableCell>
        <TableCell sx={{ minWidth: 180, maxWidth: 320 }}>
          {row.acknowledgedAt !== null ? (
            <>
              <Box component="span">
                {translate('alarm.pages.history.acknowledgedBy', { name: row.acknowledgedBy, time: formatDateTime(row.acknowledgedAt, locale) })}
              </Box>
              {row.ackComment ? (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {row.ackComment}
                </Typography>
              ) : null}
            </>
          ) : (
            '—'
          )}
        </TableCell>
        {canEdit ? (
          <TableCell padding="checkbox">
            <RowActionsMenu row={row} onAction={onAction} />
          </TableCell>
        ) : null}
      </TableRow>
      {advanced && expanded ? (
        <TableRow id={notificationsId}>
          <TableCell colSpan={span} sx={{ py: 0, pl: { sm: 7 }, bgcolor: 'action.hover' }}>
            <NotificationsTable
              notifications={row.notifications ?? []}
              caption={translate('alarm.pages.notifications.caption', { id: row.id, device: row.deviceNumber })}
            />
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}
