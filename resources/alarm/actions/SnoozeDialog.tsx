import { useState } from 'react';
import { useTranslate } from 'ra-core';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { SNOOZE_CHOICES_MINUTES, type SnoozeBody } from '../../../src/lib/alarms';
import { minutesText } from '../shared/alarmWords';
import { ActionDialog } from './ActionDialog';

const K = 'alarm.pages.snooze';
const DEFAULT_MINUTES = 60;

interface Props {
  count: number;
  busy: boolean;
  error: unknown;
  onCancel(): void;
  onSubmit(body: Omit<SnoozeBody, 'ids'>): void;
}

/** Snooze: no notification for the chosen time (escalation waits). */
export function SnoozeDialog({ count, busy, error, onCancel, onSubmit }: Props) {
  const translate = useTranslate();
  const [minutes, setMinutes] = useState<number>(DEFAULT_MINUTES);
  return (
    <ActionDialog
      id="alarm-snooze"
      title={translate(`${K}.title`, { smart_count: count })}
      submitLabel={translate(`${K}.submit`)}
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={() => onSubmit({ minutes })}
    >
      <Typography variant="body2" color="text.secondary">
        {translate(`${K}.help`)}
      </Typography>
      <FormControl>
        <FormLabel id="alarm-snooze-minutes">{translate(`${K}.duration`)}</FormLabel>
        <RadioGroup aria-labelledby="alarm-snooze-minutes" value={String(minutes)} onChange={(event) => setMinutes(Number(event.target.value))} row>
          {SNOOZE_CHOICES_MINUTES.map((choice) => (
            <FormControlLabel key={choice} value={String(choice)} control={<Radio />} label={minutesText(translate, choice)} />
          ))}
        </RadioGroup>
      </FormControl>
    </ActionDialog>
  );
}
