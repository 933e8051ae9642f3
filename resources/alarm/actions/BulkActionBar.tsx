import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AlarmRow } from '../../../src/lib/alarms';
import { ALARM_ACTIONS, eligibleIds, type AlarmAction } from './eligible';

/** The selected alarms' actions: each names how many of them it applies to, and is off when none. */
export function BulkActionBar({
  selected,
  onAction,
}: {
  selected: ReadonlyArray<Pick<AlarmRow, 'id' | 'status' | 'acknowledgedAt'>>;
  onAction(action: AlarmAction, ids: number[]): void;
}) {
  const translate = useTranslate();
  return (
    <Box
      role="toolbar"
      aria-label={translate('alarm.pages.actions.bulk')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.selected' }}
    >
      <Typography variant="body2" role="status" sx={{ mr: 1 }} data-testid="alarm-selected">
        {translate('alarm.pages.actions.selected', { smart_count: selected.length })}
      </Typography>
      {ALARM_ACTIONS.map((action) => {
        const ids = eligibleIds(action, selected);
        return (
          <Button key={action} size="small" variant="outlined" disabled={ids.length === 0} onClick={() => onAction(action, ids)}>
            {translate(`alarm.pages.actions.${action}`)}
            {ids.length ? ` (${ids.length})` : ''}
          </Button>
        );
      })}
    </Box>
  );
}
