import { useEffect, useState } from 'react';
import { Confirm, Form, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import type { CommandDevice } from '../../../src/lib/deviceCommands';
import { useSettingsForm } from './useSettingsForm';
import type { ServerErrors, useSendSettings } from './useSendSettings';

/** The server's refusal at its fields (what was typed stays); what no input shows, above the form. */
function ServerFieldErrors({ errors, fields, fieldLabel }: { errors: ServerErrors | null; fields: ReadonlySet<string>; fieldLabel(name: string): string }) {
  const { setError } = useFormContext();
  useEffect(() => {
    for (const [name, message] of Object.entries(errors ?? {})) if (fields.has(name)) setError(name, { type: 'server', message });
  }, [errors, fields, setError]);
  const other = Object.entries(errors ?? {}).filter(([name]) => !fields.has(name));
  if (!other.length) return null;
  return (
    <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
      {other.map(([name, message]) => (
        <div key={name}>{name === '_' || name === 'deviceIds' ? message : `${fieldLabel(name)}: ${message}`}</div>
      ))}
    </Alert>
  );
}

export interface SettingsFormProps {
  /** the first picked device: the form starts from its settings */
  device: CommandDevice;
  count: number;
  canSend: boolean;
  sender: ReturnType<typeof useSendSettings>;
}

/** The settings of the device schema, as its own inputs, sent as a command to the picked devices. */
export function SettingsForm({ device, count, canSend, sender }: SettingsFormProps) {
  const translate = useTranslate();
  const form = useSettingsForm(device);
  const [unchanged, setUnchanged] = useState(false);
  const fields = new Set(form.inputs.map((i) => i.name));
  const submit = (values: Record<string, unknown>) => {
    const changed = form.changed(values);
    setUnchanged(Object.keys(changed).length === 0);
    if (Object.keys(changed).length) sender.request(changed);
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.device.commands.paramset.startsFrom', { device: `${device.number} ${device.name}` })}
      </Typography>
      <Form record={form.initial} validate={form.validate} onSubmit={submit} noValidate>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 2,
            rowGap: 2.5,
            alignItems: 'start',
            '& .MuiFormControl-root': { my: 0 },
          }}
        >
          <ServerFieldErrors errors={sender.serverErrors} fields={fields} fieldLabel={form.fieldLabel} />
          {form.inputs.flatMap(({ name, widget, ctx, label, readOnly, section }) => [
            section ? (
              <Typography
                key={`section-${section}`}
                component="h3"
                variant="subtitle2"
                color="text.secondary"
                sx={{ gridColumn: '1 / -1', mt: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                {translate(section)}
              </Typography>
            ) : null,
            <Box key={name} sx={{ minWidth: 0 }}>
              <widget.input ctx={ctx} label={label} readOnly={readOnly || !canSend} enumLabel={(value) => form.enumLabel(name, value)} />
            </Box>,
          ])}
        </Box>
        {unchanged ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('resources.device.commands.paramset.nothingChanged')}
          </Alert>
        ) : null}
        {canSend ? (
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={sender.sending} sx={{ mt: 2 }}>
            {translate('resources.device.commands.paramset.send')}
          </Button>
        ) : null}
      </Form>
      <Confirm
        isOpen={sender.confirming !== null}
        loading={sender.sending}
        title="resources.device.commands.paramset.confirmTitle"
        content="resources.device.commands.paramset.confirmContent"
        translateOptions={{ smart_count: count }}
        onConfirm={sender.confirm}
        onClose={sender.cancel}
      />
    </Box>
  );
}
