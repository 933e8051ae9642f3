import { useLocale, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DeviceCommand } from '../../../src/lib/deviceCommands';
import { formatDateTime } from '../../../src/lib/dateTimeFormat';
import { CommandChange } from './CommandChange';
import { CommandStateChip } from './CommandStateChip';

/** One command as a card (any width): its device, state, change and times; who sent it when asked. */
export function CommandCard({ command, withSender = false }: { command: DeviceCommand; withSender?: boolean }) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            {command.deviceNumber}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {command.deviceName}
          </Typography>
        </Box>
        <CommandStateChip command={command} label={translate('resources.device.commands.live.progress', { device: command.deviceNumber })} />
      </Box>
      <Typography variant="body2" component="div">
        <CommandChange command={command} />
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {withSender
          ? `${translate(`resources.device.commands.kinds.${command.kind}`)} · ${command.sentBy} · ${formatDateTime(command.createdAt, locale)}`
          : `${translate('resources.device.commands.live.updatedAt')}: ${formatDateTime(command.updatedAt, locale)}`}
      </Typography>
    </Paper>
  );
}

/** Cards in a grid as wide as the page allows: one column on a phone. */
export const CARD_GRID = {
  m: 0,
  p: 0,
  listStyle: 'none',
  display: 'grid',
  gap: 1,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
} as const;
