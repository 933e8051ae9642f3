/** Confirm rejection (issue 29 §1): in transit → rejected, with the consignee's reason (required). */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import TextField from '@mui/material/TextField';
import { WAYBILL_TEXT_MAX } from '../../src/lib/waybillActions';
import { ActionDialog } from './ActionDialog';
import { useActionSubmit } from './useActionSubmit';
import { waybillAction } from './waybillApi';

export function RejectDialog({ id, number, open, onClose, onDone }: { id: number; number: string; open: boolean; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const submit = useActionSubmit(onDone);
  return (
    <ActionDialog
      open={open}
      title="resources.waybill.actions.reject"
      description="resources.waybill.actions.rejectConfirm"
      translateOptions={{ number }}
      busy={submit.busy}
      error={submit.error}
      confirmLabel="resources.waybill.actions.reject"
      confirmColor="error"
      ready={reason.trim() !== ''}
      onConfirm={() => void submit.run(() => waybillAction(id, 'reject', { reason: reason.trim() }))}
      onClose={onClose}
    >
      <TextField
        autoFocus
        required
        fullWidth
        multiline
        minRows={2}
        label={translate('resources.waybill.actions.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        slotProps={{ htmlInput: { maxLength: WAYBILL_TEXT_MAX } }}
        error={Boolean(submit.fieldErrors.reason)}
        helperText={submit.fieldErrors.reason ?? ' '}
      />
    </ActionDialog>
  );
}
