import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { errorMessage } from '../../../src/api';

export interface ActionDialogProps {
  id: string;
  title: string;
  /** the submit button's text */
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onCancel(): void;
  onSubmit(): void;
  children: ReactNode;
  /** a second button beside Cancel (Back, on the close's confirmation) */
  extra?: ReactNode;
  submitColor?: 'primary' | 'error';
}

/** The frame of an action's dialog: a form (Enter submits), its failure, Cancel and the action; full screen on a phone. */
export function ActionDialog({ id, title, submitLabel, busy, error, onCancel, onSubmit, children, extra, submitColor = 'primary' }: ActionDialogProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = `${id}-title`;
  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: (event: FormEvent) => {
            event.preventDefault();
            if (!busy) onSubmit();
          },
        } as object,
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {children}
        {error ? (
          <Alert severity="error" role="alert">
            {translate(errorMessage(error, 'alarm.pages.actions.failed'))}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        {extra}
        <Button type="submit" variant="contained" color={submitColor} disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
