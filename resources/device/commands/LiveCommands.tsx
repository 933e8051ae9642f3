import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { DeviceCommand } from '../../../src/lib/deviceCommands';
import { CARD_GRID, CommandCard } from './CommandCard';
import { useLiveCommands } from './useLiveCommands';

/** The commands just sent, one card each, their states kept current while pending. */
export function LiveCommands({ sent }: { sent: readonly DeviceCommand[] }) {
  const translate = useTranslate();
  const live = useLiveCommands(sent);
  if (!sent.length) return null;
  return (
    <Box component="section" aria-labelledby="live-commands-title" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="live-commands-title" variant="h6" component="h2">
          {translate('resources.device.commands.live.title')}
        </Typography>
        {live.polling ? (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={14} aria-hidden />
            {translate('resources.device.commands.live.polling')}
          </Typography>
        ) : null}
      </Box>
      {live.failed ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('resources.device.commands.live.loadFailed')}
        </Alert>
      ) : null}
      <Box component="ul" aria-live="polite" sx={CARD_GRID}>
        {live.commands.map((command) => (
          <CommandCard key={command.id} command={command} />
        ))}
      </Box>
    </Box>
  );
}
