import { useLocale, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DeviceCommand } from '../../../src/lib/deviceCommands';
import { formatDateTime } from '../../../src/lib/dateTimeFormat';
import { CARD_GRID, CommandCard } from './CommandCard';
import { CommandChange } from './CommandChange';
import { CommandStateChip } from './CommandStateChip';

const HEAD = ['createdAt', 'sentBy', 'device', 'kind', 'change', 'state', 'finishedAt'] as const;

/** The records, newest first: who sent what to which device, old → new, and how it ended; cards on a phone. */
export function RecordsTable({ rows }: { rows: readonly DeviceCommand[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <Box component="ul" aria-label={translate('resources.device.commands.records.title')} sx={CARD_GRID}>
        {rows.map((command) => (
          <CommandCard key={command.id} command={command} withSender />
        ))}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('resources.device.commands.records.title')} sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            {HEAD.map((column) => (
              <TableCell key={column}>{translate(`resources.device.commands.records.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((command) => (
            <TableRow key={command.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(command.createdAt, locale)}</TableCell>
              <TableCell>{command.sentBy}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                {command.deviceNumber}
                <Typography variant="caption" color="text.secondary" component="div">
                  {command.deviceName}
                </Typography>
              </TableCell>
              <TableCell>{translate(`resources.device.commands.kinds.${command.kind}`)}</TableCell>
              <TableCell>
                <CommandChange command={command} />
              </TableCell>
              <TableCell>
                <CommandStateChip command={command} label={translate('resources.device.commands.live.progress', { device: command.deviceNumber })} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{command.finishedAt === null ? '' : formatDateTime(command.finishedAt, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
