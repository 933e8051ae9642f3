import { useLocale, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LOW_BATTERY_PERCENT } from '../../../src/lib/readings';
import type { DeviceStateRow, ExpiryState, StateFlag } from '../../../src/lib/fleet';
import { LastSeen } from '../live/LastSeen';
import { formatDate } from '../../../src/lib/dateTimeFormat';
import { flagWord } from './stateWords';

const K = 'resources.device.stateList';
const COLUMNS = ['number', 'name', 'type', 'online', 'battery', 'signal', 'power', 'charging', 'locked', 'bound', 'expiry', 'lastSeen'] as const;
const EXPIRY_COLORS: Record<ExpiryState, NonNullable<ChipProps['color']>> = { valid: 'default', expiringSoon: 'warning', expired: 'error' };

/** A yes/no state as its word; "—" with a hint where the model does not report it. */
function Flag({ flag, value }: { flag: StateFlag; value: boolean | null }) {
  const translate = useTranslate();
  if (value === null) {
    return (
      <Box component="span" title={translate(`${K}.unknownHint`)} aria-label={translate(`${K}.unknownHint`)} sx={{ color: 'text.secondary' }}>
        {translate(`${K}.unknown`)}
      </Box>
    );
  }
  return (
    <span data-flag={flag} data-value={value ? '1' : '0'}>
      {flagWord(translate, flag, value)}
    </span>
  );
}

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** The state list: one row a device; on a phone the table scrolls sideways inside its own box. */
export function StateListTable({ rows, now }: { rows: readonly DeviceStateRow[]; now: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  const label = translate(`${K}.tableLabel`);
  return (
    // a scrolling region is reachable by keyboard (tabIndex) and named
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {/* one line a row: the table is as wide as its content and scrolls in its box */}
      <Table size="small" aria-label={label} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
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
          {rows.map((row) => (
            <TableRow key={row.id} data-testid={`state-row-${row.id}`} hover>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.number}</TableCell>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              <TableCell>{translate(`enums.deviceType.${row.type}`, { _: row.type })}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={row.online ? 'success' : 'default'}
                  label={flagWord(translate, 'online', row.online)}
                  data-online={row.online ? '1' : '0'}
                />
              </TableCell>
              <TableCell sx={{ color: row.battery !== null && row.battery <= LOW_BATTERY_PERCENT ? 'warning.main' : undefined }}>
                {percent(row.battery)}
              </TableCell>
              <TableCell>{percent(row.signal)}</TableCell>
              <TableCell>
                <Flag flag="power" value={row.power} />
              </TableCell>
              <TableCell>
                <Flag flag="charging" value={row.charging} />
              </TableCell>
              <TableCell>
                <Flag flag="locked" value={row.locked} />
              </TableCell>
              <TableCell>
                <Flag flag="bound" value={row.bound} />
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={EXPIRY_COLORS[row.expiry]}
                  variant={row.expiry === 'valid' ? 'outlined' : 'filled'}
                  label={translate(`${K}.expiry.${row.expiry}`)}
                  data-expiry={row.expiry}
                />
                <Box component="span" sx={{ ml: 1, color: 'text.secondary' }}>
                  {translate(`${K}.expiry.until`, { date: formatDate(row.expireDate, locale) })}
                </Box>
              </TableCell>
              <TableCell>
                <LastSeen at={row.lastSeen} now={now} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
