import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { MONITOR_STATES, type MonitorState } from '../../../src/lib/readings';
import { STATE_COLORS } from '../live/StateChip';

interface Props {
  counts: Record<MonitorState, number> | undefined;
  value: MonitorState | undefined;
  onChange(state: MonitorState | undefined): void;
}

/** The state filter: one chip per state with its count; a second click on the chosen one clears it. */
export function StateChips({ counts, value, onChange }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = new Intl.NumberFormat(locale);
  return (
    <Box role="group" aria-label={translate('resources.device.monitor.filters.state')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {MONITOR_STATES.map((state) => {
        const chosen = value === state;
        const count = counts?.[state];
        return (
          <Chip
            key={state}
            component="button"
            aria-pressed={chosen}
            data-testid={`state-chip-${state}`}
            color={STATE_COLORS[state]}
            variant={chosen ? 'filled' : 'outlined'}
            label={count === undefined ? translate(`resources.device.live.state.${state}`) : translate('resources.device.monitor.stateCount', { state: translate(`resources.device.live.state.${state}`), count: format.format(count) })}
            onClick={() => onChange(chosen ? undefined : state)}
          />
        );
      })}
    </Box>
  );
}
