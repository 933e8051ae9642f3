/** Top up SMS or voice credit: which balance and how many credits; the server's refusal stays in the dialog. */
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { errorMessage } from '../../../src/api';
import { PAID_CHANNELS, type PaidChannel } from '../../../src/lib/alarms';
import { parseAmount, useTopUp } from './useTopUp';

const K = 'balance.account';

export interface TopUpDialogProps {
  /** the balance the dialog opens on */
  kind: PaidChannel;
  onClose(): void;
}

export function TopUpDialog({ kind: initialKind, onClose }: TopUpDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [kind, setKind] = useState<PaidChannel>(initialKind);
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const mutation = useTopUp();
  const amount = parseAmount(text);
  const invalid = checked && amount === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (amount === null) return;
    mutation.mutate(
      { kind, amount },
      {
        onSuccess: () => {
          notify(`${K}.topUpDone`, { type: 'success', messageArgs: { amount } });
          onClose();
        },
      },
    );
  };
  const failure = mutation.isError ? errorMessage(mutation.error, `${K}.topUpFailed`) : null;

  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="xs" aria-labelledby="balance-topup-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="balance-topup-title">{translate(`${K}.topUpTitle`)}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {failure ? <Alert severity="error">{translate(failure, { _: failure })}</Alert> : null}
          <TextField select label={translate(`${K}.kind`)} value={kind} onChange={(event) => setKind(event.target.value as PaidChannel)} fullWidth>
            {PAID_CHANNELS.map((channel) => (
              <MenuItem key={channel} value={channel}>
                {translate(`balance.kinds.${channel}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate(`${K}.amount`)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            required
            autoFocus
            error={invalid}
            helperText={invalid ? translate(`${K}.amountInvalid`) : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {translate(`${K}.topUp`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
