import { useState } from 'react';
import { Button, Confirm, useNotify } from 'react-admin';
import LockResetIcon from '@mui/icons-material/LockReset';
import { errorMessage } from '../../src/api';
import type { RecordActionProps } from '../../src/framework';
import { resetPassword } from './resetPassword';

const LABEL = 'app.schema.user.resetPassword';

/** Shown with the edit button's permission: the server asks for the page's edit code too. */
export function ResetPasswordButton({ record, access }: RecordActionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  if (!access.edit) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      await resetPassword(record.id);
      notify('app.schema.user.resetDone', { type: 'success' });
      setOpen(false);
    } catch (error) {
      notify(errorMessage(error, 'app.schema.user.resetFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={LABEL} onClick={() => setOpen(true)}>
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.schema.user.resetPassword"
        content="app.schema.user.resetConfirm"
        translateOptions={{ name: String(record.username ?? record.id) }}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** the table sizes its actions column by it */
ResetPasswordButton.label = LABEL;
