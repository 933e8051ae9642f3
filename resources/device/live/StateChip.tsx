import { useTranslate } from 'ra-core';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { MonitorState } from '../../../src/lib/readings';

export const STATE_COLORS: Record<MonitorState, NonNullable<ChipProps['color']>> = {
  normal: 'success',
  exceeding: 'error',
  offline: 'default',
  lowBattery: 'warning',
};

/** A device's monitor state as a small coloured chip with its name. */
export function StateChip({ state }: { state: MonitorState }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={STATE_COLORS[state]} label={translate(`resources.device.live.state.${state}`)} data-state={state} />;
}
