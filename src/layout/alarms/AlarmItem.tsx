import { memo } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import { eventFieldLabel, type AlarmSocketMessage } from '../../lib/alarms';

export interface AlarmItemProps {
  alarm: AlarmSocketMessage;
  /** the formatted time of its reading */
  time: string;
  /** opens the device's records; undefined when the user has no records page */
  onOpen: ((alarm: AlarmSocketMessage) => void) | undefined;
}

/** The machine-readable time, left out for a time no Date can hold. */
function dateTimeOf(seconds: number): { dateTime?: string } {
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? {} : { dateTime: date.toISOString() };
}

/**
 * One alarm of the panel (spec §4): its field label (temperature, humidity, offline, voltage shown
 * as low battery, unplugged, power shown as power off (issue 26 §1), anything else unknown type),
 * its name with the alarm-word suffix, the message and the time. A button (click or Enter) when
 * the records can be opened.
 */
export const AlarmItem = memo(function AlarmItem({ alarm, time, onOpen }: AlarmItemProps) {
  const translate = useTranslate();
  const field = eventFieldLabel(alarm.eventField);
  const content = (
    <>
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Chip
          size="small"
          color={field === 'unknown' ? 'default' : 'error'}
          variant="outlined"
          label={translate(`alarm.eventFields.${field}`)}
          data-testid="alarm-item-field"
          sx={{ flexShrink: 0 }}
        />
        <Box component="span" data-testid="alarm-item-name" sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {alarm.displayTitle}
          {translate('alarm.suffix')}
        </Box>
      </Box>
      <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, color: 'text.secondary', fontSize: '0.8125rem', minWidth: 0 }}>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {alarm.message}
        </Box>
        <Box component="time" {...dateTimeOf(alarm.dataTimestamp)} sx={{ flexShrink: 0 }}>
          {time}
        </Box>
      </Box>
    </>
  );
  const layout = {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    justifyContent: 'center',
    gap: 0.5,
    width: '100%',
    height: '100%',
    px: 1.5,
    textAlign: 'left',
  } as const;
  return onOpen ? (
    <ButtonBase
      data-testid="alarm-item"
      data-alarm-id={alarm.alarmId}
      onClick={() => onOpen(alarm)}
      sx={{ ...layout, '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' } }}
    >
      {content}
    </ButtonBase>
  ) : (
    <Box data-testid="alarm-item" data-alarm-id={alarm.alarmId} sx={layout}>
      {content}
    </Box>
  );
});
