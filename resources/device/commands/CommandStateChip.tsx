import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { isPending, type CommandState, type DeviceCommand } from '../../../src/lib/deviceCommands';

const COLORS: Record<CommandState, ChipProps['color']> = {
  reserved: 'default',
  requesting: 'info',
  setting: 'info',
  success: 'success',
  failed: 'error',
  timeout: 'warning',
};

/** A command's state (spec §4) as a chip; an upgrade's transfer as a bar while it runs; why it failed below. */
export function CommandStateChip({ command, label }: { command: Pick<DeviceCommand, 'state' | 'progress' | 'reason' | 'kind'>; label?: string }) {
  const translate = useTranslate();
  const transferring = command.kind === 'upgrade' && command.progress !== null && command.state === 'setting';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Chip
        size="small"
        color={COLORS[command.state]}
        variant={isPending(command.state) ? 'outlined' : 'filled'}
        label={transferring ? `${translate(`enums.commandState.${command.state}`)} ${command.progress}%` : translate(`enums.commandState.${command.state}`)}
        sx={{ alignSelf: 'flex-start' }}
      />
      {transferring ? <LinearProgress variant="determinate" value={command.progress ?? 0} aria-label={label} sx={{ maxWidth: 160 }} /> : null}
      {command.reason ? (
        <Typography variant="caption" color="text.secondary">
          {translate(`resources.device.commands.reasons.${command.reason}`)}
        </Typography>
      ) : null}
    </Box>
  );
}
