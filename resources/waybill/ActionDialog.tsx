/** The frame of a waybill action's dialog: title, what it does, the fields, the server's refusal, cancel and confirm. */
import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ActionDialogProps {
  open: boolean;
  /** a translation key */
  title: string;
  /** a translation key: what the action does (the confirmation) */
  description?: string;
  translateOptions?: Record<string, unknown>;
  busy: boolean;
  error: string | null;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error';
  /** false keeps confirm disabled (a required field empty) */
  ready?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  onConfirm(): void;
  onClose(): void;
  children?: ReactNode;
}

export function ActionDialog(props: ActionDialogProps) {
  const translate = useTranslate();
  const { open, title, description, busy, error, ready = true } = props;
  const titleId = `waybill-action-${title.replace(/\W+/g, '-')}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) props.onConfirm();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : props.onClose} aria-labelledby={titleId} fullWidth maxWidth={props.maxWidth ?? 'xs'}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(title, props.translateOptions)}</DialogTitle>
        <DialogContent>
          {description ? <DialogContentText sx={{ mb: 1.5 }}>{translate(description, props.translateOptions)}</DialogContentText> : null}
          {props.children}
          {error ? (
            <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
              {translate(error, { _: error })}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={props.confirmColor ?? 'primary'} disabled={busy || !ready}>
            {translate(props.confirmLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
