import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ALARM_COMMENT_MAX, type CloseBody } from '../../../src/lib/alarms';
import { ActionDialog } from './ActionDialog';
import { fieldError } from './fieldError';

const K = 'alarm.pages.close';

interface Props {
  count: number;
  busy: boolean;
  error: unknown;
  onCancel(): void;
  onSubmit(body: Omit<CloseBody, 'ids'>): void;
}

/** Close by hand (spec §4): a reason is required, then a confirmation, since an ended alarm never opens again. */
export function CloseDialog({ count, busy, error, onCancel, onSubmit }: Props) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'reason' | 'confirm'>('reason');
  const [tried, setTried] = useState(false);
  const text = reason.trim();
  const local =
    text === '' ? translate(`${K}.required`) : reason.length > ALARM_COMMENT_MAX ? translate(`${K}.tooLong`, { max: ALARM_COMMENT_MAX }) : undefined;
  const shown = (tried ? local : undefined) ?? fieldError(error, 'reason');
  if (step === 'confirm') {
    return (
      <ActionDialog
        id="alarm-close"
        title={translate(`${K}.confirmTitle`, { smart_count: count })}
        submitLabel={translate(`${K}.confirm`, { smart_count: count })}
        submitColor="error"
        busy={busy}
        error={error}
        onCancel={onCancel}
        onSubmit={() => onSubmit({ reason: text })}
        extra={
          <Button onClick={() => setStep('reason')} disabled={busy}>
            {translate(`${K}.back`)}
          </Button>
        }
      >
        <Typography>{translate(`${K}.confirmText`, { smart_count: count })}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {translate(`${K}.reasonShown`, { reason: text })}
        </Typography>
      </ActionDialog>
    );
  }
  return (
    <ActionDialog
      id="alarm-close"
      title={translate(`${K}.title`, { smart_count: count })}
      submitLabel={translate(`${K}.next`)}
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={() => {
        setTried(true);
        if (local === undefined) setStep('confirm');
      }}
    >
      <TextField
        label={translate(`${K}.reason`)}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={3}
        autoFocus
        error={shown !== undefined}
        helperText={shown ?? translate(`${K}.count`, { count: reason.length, max: ALARM_COMMENT_MAX })}
      />
    </ActionDialog>
  );
}
