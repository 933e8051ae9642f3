/**
 * The order: the term, the server's price for the devices picked, the funds it is paid from, and
 * the two ways to pay. Paying from the balance asks first; a refusal (insufficient balance, a
 * device renewed meanwhile) stays on the page.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { errorMessage } from '../../../src/api';
import { RENEWAL_TERMS } from '../../../src/lib/renewal';
import type { Renewal } from './useRenewal';

const K = 'resources.device.renewal';

export function RenewalSummary({ renewal, onWechat }: { renewal: Renewal; onWechat(): void }) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const { account, amount, deviceIds, insufficient, pay } = renewal;
  const count = deviceIds.length;
  const money = (value: number | null) => (value === null ? '…' : translate(`${K}.money`, { amount: value }));
  const refusal = pay.isError ? errorMessage(pay.error, `${K}.payFailed`) : null;
  const shared = account.data?.settlement === 'shared';

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} data-testid="renewal-summary">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select size="small" label={translate(`${K}.term`)} value={renewal.years} onChange={(event) => renewal.setYears(Number(event.target.value))} sx={{ minWidth: 140 }}>
          {(account.data?.terms ?? RENEWAL_TERMS).map((years) => (
            <MenuItem key={years} value={years}>
              {translate(`${K}.years`, { smart_count: years })}
            </MenuItem>
          ))}
        </TextField>
        <Typography data-testid="renewal-price">
          {translate(`${K}.price`, { amount: account.data?.pricePerDeviceYear ?? '…' })}
        </Typography>
      </Stack>
      <Typography variant="h6" data-testid="renewal-amount">
        {translate(`${K}.amount`, { smart_count: count, total: money(amount) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="renewal-balance">
        {translate(shared ? `${K}.balanceShared` : `${K}.balance`, { amount: money(renewal.balance), payer: account.data?.payer.name ?? '' })}
      </Typography>
      {insufficient ? <Alert severity="warning">{translate(`${K}.insufficient`)}</Alert> : null}
      {refusal ? <Alert severity="error">{translate(refusal, { _: refusal })}</Alert> : null}
      {pay.isSuccess ? (
        <Alert severity="success">{translate(`${K}.paid`, { smart_count: pay.data.devices.length, amount: pay.data.amount })}</Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" disabled={!count || pay.isPending || insufficient || amount === null} onClick={() => setConfirming(true)}>
          {translate(`${K}.payBalance`)}
        </Button>
        {account.data?.wechat ? (
          <Button variant="outlined" disabled={!count || amount === null} onClick={onWechat}>
            {translate(`${K}.payWechat`)}
          </Button>
        ) : null}
      </Stack>
      {confirming ? (
        <Dialog open onClose={() => setConfirming(false)} aria-labelledby="renewal-confirm-title">
          <DialogTitle id="renewal-confirm-title">{translate(`${K}.confirmTitle`)}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(`${K}.confirmText`, { smart_count: count, years: translate(`${K}.years`, { smart_count: renewal.years }), total: money(amount) })}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{translate(`${K}.cancel`)}</Button>
            <Button
              variant="contained"
              autoFocus
              onClick={() => {
                setConfirming(false);
                pay.mutate();
              }}
            >
              {translate(`${K}.confirm`)}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Paper>
  );
}
