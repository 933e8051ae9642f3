import { useTranslate } from 'ra-core';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { SendState } from '../../../src/lib/alarms';

const COLORS: Record<SendState, NonNullable<ChipProps['color']>> = {
  success: 'success',
  unsent: 'warning',
  failed: 'error',
  inProgress: 'info',
  backlogged: 'default',
  toBeSent: 'default',
};

/** A notification's send state (spec §4) as a coloured chip; the word carries it, not the colour. */
export function SendStateChip({ state }: { state: SendState }) {
  const translate = useTranslate();
  return (
    <Chip size="small" variant="outlined" color={COLORS[state] ?? 'default'} label={translate(`alarm.sendStates.${state}`, { _: state })} data-state={state} />
  );
}
