/** The confirmation before a recharge runs (issue 30 §3): what is added to whom, and the balance after. */
import { useLocale, useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PaidChannel } from '../../../src/lib/alarms';
import type { RechargeCompany } from '../../../src/lib/recharge';

const K = 'balance.recharge';

export interface RechargeDialogProps {
  company: RechargeCompany;
  kind: PaidChannel;
  amount: number;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function RechargeDialog({ company, kind, amount, pending, onCancel, onConfirm }: RechargeDialogProps) {
  const translate = useTranslate();
  const format = new Intl.NumberFormat(useLocale()).format;
  const kindName = translate(`balance.kinds.${kind}`);
  return (
    <Dialog open onClose={pending ? undefined : onCancel} aria-labelledby="recharge-confirm-title" aria-describedby="recharge-confirm-text">
      <DialogTitle id="recharge-confirm-title">{translate(`${K}.confirmTitle`, { name: company.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="recharge-confirm-text">
          {translate(`${K}.confirmText`, {
            smart_count: amount,
            kind: kindName,
            name: company.name,
            before: format(company[kind]),
            after: format(company[kind] + amount),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={pending} autoFocus>
          {translate(`${K}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
