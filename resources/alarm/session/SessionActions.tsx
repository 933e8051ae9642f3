import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AlarmRow } from '../../../src/lib/alarms';
import { ALARM_ACTIONS, appliesTo, type AlarmAction } from '../actions/eligible';

/** The session's own buttons: acknowledge, close and snooze this alarm, each while it applies. */
export function SessionActions({ alarm, onAction }: { alarm: AlarmRow; onAction(action: AlarmAction, ids: number[]): void }) {
  const translate = useTranslate();
  const shown = ALARM_ACTIONS.filter((action) => appliesTo(action, alarm));
  if (!shown.length) return null;
  return (
    <Box role="toolbar" aria-label={translate('alarm.pages.actions.one')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {shown.map((action) => (
        <Button
          key={action}
          variant={action === 'acknowledge' ? 'contained' : 'outlined'}
          color={action === 'close' ? 'error' : 'primary'}
          onClick={() => onAction(action, [alarm.id])}
        >
          {translate(`alarm.pages.actions.${action}`)}
        </Button>
      ))}
    </Box>
  );
}
