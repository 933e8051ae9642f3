import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { showToast } from '../../api';
import { ChangePasswordForm } from '../../components/password/ChangePasswordForm';

const TITLE_ID = 'change-password-title';

/** The user dropdown's "Change password" (issue 10 §2): the same form as the required step. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const translate = useTranslate();
  const done = () => {
    showToast({ type: 'success', message: 'app.password.done' });
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
      <DialogTitle id={TITLE_ID}>{translate('app.password.title')}</DialogTitle>
      <DialogContent>
        {/* unmounted when closed, so nothing typed survives into the next opening */}
        {open ? (
          <ChangePasswordForm
            autoFocus
            onSuccess={done}
            secondaryAction={
              <Button type="button" onClick={onClose}>
                {translate('app.password.cancel')}
              </Button>
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
