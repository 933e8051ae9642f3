import { useTranslate } from 'ra-core';
import Chip from '@mui/material/Chip';
import type { AlarmRow } from '../../../src/lib/alarms';
import { rowState } from './alarmWords';

/** Open and not acknowledged (red), open and acknowledged (amber), ended (grey). */
export function AlarmStateChip({ row }: { row: Pick<AlarmRow, 'status' | 'acknowledgedAt'> }) {
  const translate = useTranslate();
  const state = rowState(row);
  const color = state === 'unacknowledged' ? 'error' : state === 'acknowledged' ? 'warning' : 'default';
  return (
    <Chip size="small" color={color} variant={state === 'closed' ? 'outlined' : 'filled'} label={translate(`alarm.stateFilters.${state}`)} data-state={state} />
  );
}
