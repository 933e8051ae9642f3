/**
 * Adjust (issue 29 §1): after departure, times, temperature limits or consignee details corrected
 * with a required reason; only what changed is sent, and the server records each old and new value.
 * After a release decision the adjustment voids it (the dialog says so).
 */
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'ra-core';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { WAYBILL_STATUS, WAYBILL_TEXT_MAX } from '../../src/lib/waybillActions';
import { ActionDialog } from './ActionDialog';
import { adjustBody, adjustInitial } from './adjustBody';
import { useActionSubmit } from './useActionSubmit';
import { waybillAction } from './waybillApi';

export function AdjustDialog({ record, open, onClose, onDone }: { record: RaRecord; open: boolean; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const [values, setValues] = useState(() => adjustInitial(record));
  const [reason, setReason] = useState('');
  const submit = useActionSubmit(onDone);
  const arrived = record.status !== WAYBILL_STATUS.inTransit;
  const set = (name: string) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));
  const error = (name: string) => submit.fieldErrors[name] ?? submit.fieldErrors[`consignee.${name}`];
  const field = (name: string, label: string) => ({
    label: translate(label),
    value: values[name] ?? '',
    onChange: set(name),
    error: Boolean(error(name)),
    helperText: error(name) ?? ' ',
    size: 'small' as const,
  });
  return (
    <ActionDialog
      open={open}
      title="resources.waybill.actions.adjust"
      description="resources.waybill.actions.adjustHelp"
      translateOptions={{ number: record.number }}
      busy={submit.busy}
      error={submit.error}
      confirmLabel="resources.waybill.actions.adjust"
      ready={reason.trim() !== ''}
      maxWidth="sm"
      onConfirm={() => void submit.run(() => waybillAction(record.id, 'adjust', adjustBody(record, values, reason)))}
      onClose={onClose}
    >
      {record.status === WAYBILL_STATUS.arrived ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {translate('resources.waybill.actions.adjustVoids')}
        </Alert>
      ) : null}
      <Stack spacing={0.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField type="datetime-local" fullWidth slotProps={{ inputLabel: { shrink: true } }} {...field('departureTime', 'resources.waybill.fields.departureTime')} />
          {arrived ? (
            <TextField type="datetime-local" fullWidth slotProps={{ inputLabel: { shrink: true } }} {...field('deliveryTime', 'resources.waybill.fields.deliveryTime')} />
          ) : null}
        </Stack>
        <Stack direction="row" spacing={1}>
          <TextField type="number" fullWidth slotProps={{ htmlInput: { step: 0.1 } }} {...field('minTemperature', 'resources.waybill.fields.minTemperature')} />
          <TextField type="number" fullWidth slotProps={{ htmlInput: { step: 0.1 } }} {...field('maxTemperature', 'resources.waybill.fields.maxTemperature')} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField fullWidth {...field('institution', 'resources.waybill.fields.institution')} />
          <TextField fullWidth {...field('address', 'resources.waybill.fields.address')} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField fullWidth {...field('contactPerson', 'resources.waybill.fields.contactPerson')} />
          <TextField fullWidth {...field('contactNumber', 'resources.waybill.fields.contactNumber')} />
        </Stack>
        <TextField
          required
          multiline
          minRows={2}
          label={translate('resources.waybill.actions.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: WAYBILL_TEXT_MAX } }}
          error={Boolean(submit.fieldErrors.reason)}
          helperText={submit.fieldErrors.reason ?? ' '}
        />
      </Stack>
    </ActionDialog>
  );
}
