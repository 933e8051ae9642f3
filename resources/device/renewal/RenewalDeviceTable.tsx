/**
 * The devices due, soonest expiry first, each with a box to pick it, its expiry, and when its SIM
 * is cancelled and its data deleted if it stays unrenewed (spec §9). A table; on a phone, a list.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLocale, useTranslate } from 'ra-core';
import { formatDate } from '../../../src/lib/dateTimeFormat';
import type { RenewalDevice } from '../../../src/lib/renewal';

const K = 'resources.device.renewal';
const COLUMNS = ['number', 'name', 'expireDate', 'state', 'simCancelDate', 'dataDeletionDate'] as const;

export interface RenewalDeviceTableProps {
  devices: readonly RenewalDevice[];
  picked: ReadonlySet<number>;
  allPicked: boolean;
  toggle(id: number): void;
  toggleAll(): void;
}

export function RenewalDeviceTable({ devices, picked, allPicked, toggle, toggleAll }: RenewalDeviceTableProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const cell = (device: RenewalDevice, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'number':
      case 'name':
        return device[column];
      case 'state':
        return <Chip size="small" color={device.state === 'expired' ? 'error' : 'warning'} label={translate(`${K}.states.${device.state}`)} />;
      default:
        return formatDate(device[column], locale);
    }
  };
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allPicked}
                indeterminate={!allPicked && picked.size > 0}
                onChange={toggleAll}
                slotProps={{ input: { 'aria-label': translate(`${K}.pickAll`) } }}
              />
            </TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {translate(`${K}.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {devices.map((device) => (
            <TableRow key={device.id} hover selected={picked.has(device.id)} data-device={device.number}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={picked.has(device.id)}
                  onChange={() => toggle(device.id)}
                  slotProps={{ input: { 'aria-label': translate(`${K}.pick`, { number: device.number }) } }}
                />
              </TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ whiteSpace: column === 'name' ? undefined : 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  <Box component="span" data-column={column}>
                    {cell(device, column)}
                  </Box>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
