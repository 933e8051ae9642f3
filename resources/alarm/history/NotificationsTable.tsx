import { useLocale, useTranslate } from 'ra-core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AlarmNotification } from '../../../src/lib/alarms';
import { formatDateTime } from '../../../src/lib/dateTimeFormat';
import { SendStateChip } from '../shared/SendStateChip';

const K = 'alarm.pages.notifications';
const COLUMNS = ['time', 'level', 'channel', 'receiver', 'address', 'state', 'callState', 'reason'] as const;

/** Every notification of one alarm: channel, receiver, masked address, send and call state, and why it was not sent. */
export function NotificationsTable({ notifications, caption }: { notifications: readonly AlarmNotification[]; caption: string }) {
  const translate = useTranslate();
  const locale = useLocale();
  if (!notifications.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate(`${K}.none`)}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={caption} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} scope="col">
              {translate(`${K}.columns.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {notifications.map((n) => (
          <TableRow key={n.id} data-notification={n.id}>
            <TableCell>{formatDateTime(n.createdAt, locale)}</TableCell>
            <TableCell>{translate('alarm.level', { level: n.level })}</TableCell>
            <TableCell>{translate(`alarm.channels.${n.channel}`, { _: n.channel })}</TableCell>
            <TableCell>{n.receiverName || '—'}</TableCell>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{n.address || '—'}</TableCell>
            <TableCell>
              <SendStateChip state={n.state} />
            </TableCell>
            <TableCell>{n.callState ? translate(`alarm.callStates.${n.callState}`, { _: n.callState }) : ''}</TableCell>
            <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 200 }}>
              {n.reason ? translate(`alarm.reasons.${n.reason}`, { _: n.reason }) : ''}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
