import type { ReactNode } from 'react';
import { Confirm } from 'react-admin';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { DiscardGuard } from './useDiscardGuard';

interface Props {
  guard: DiscardGuard;
  title: string;
  titleId: string;
  children: ReactNode;
}

/**
 * The dialog of a create or edit form: every way out but Save goes through the guard, which asks
 * before throwing away changes. Full screen on a phone, so the form and its buttons fit.
 */
export function FormDialog({ guard, title, titleId, children }: Props) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <Dialog open onClose={guard.requestClose} maxWidth="md" fullScreen={phone} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {children}
      </Dialog>
      <Confirm
        isOpen={guard.asking}
        title="app.form.discard.title"
        content="app.form.discard.content"
        confirm="app.form.discard.confirm"
        cancel="app.form.discard.keep"
        confirmColor="warning"
        onConfirm={guard.discard}
        onClose={guard.keepEditing}
      />
    </>
  );
}
