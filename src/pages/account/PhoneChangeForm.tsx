import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePhoneChange } from './usePhoneChange';

interface Props {
  username: string;
  oldPhone: string;
  onChanged(phone: string): void;
}

/** The phone change (spec §3, §7): the new phone, "send code" with its resend countdown, the code. */
export function PhoneChangeForm({ username, oldPhone, onChanged }: Props) {
  const translate = useTranslate();
  const form = usePhoneChange(username, oldPhone, onChanged);
  const t = (key: string | null | undefined) => (key ? translate(key, { _: key }) : undefined);
  const sendLabel = form.resendIn > 0 ? translate('app.account.phone.resendIn', { smart_count: form.resendIn }) : translate(form.codeSent ? 'app.account.phone.resend' : 'app.account.phone.sendCode');
  return (
    <Box component="form" noValidate onSubmit={form.submit} data-testid="phone-form" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="phone-current">
        {translate('app.account.phone.current', { phone: oldPhone || '—' })}
      </Typography>
      {form.failure ? (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="phone-error">
          {t(form.failure)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          id="phone-newPhone"
          name="newPhone"
          label={translate('app.account.phone.newPhone')}
          value={form.values.newPhone}
          onChange={(event) => form.change('newPhone')(event.target.value)}
          error={Boolean(form.errors.newPhone)}
          helperText={t(form.errors.newPhone) ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
          margin="dense"
          sx={{ flex: '1 1 12rem' }}
        />
        <Button type="button" variant="outlined" onClick={() => void form.sendCode()} disabled={Boolean(form.busy) || form.resendIn > 0} sx={{ mt: 2, whiteSpace: 'nowrap' }} data-testid="phone-send-code">
          {sendLabel}
        </Button>
      </Box>
      <TextField
        id="phone-code"
        name="code"
        label={translate('app.account.phone.code')}
        value={form.values.code}
        onChange={(event) => form.change('code')(event.target.value)}
        error={Boolean(form.errors.code)}
        helperText={t(form.errors.code) ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
        margin="dense"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" disabled={Boolean(form.busy)}>
          {translate(form.busy === 'saving' ? 'app.account.phone.saving' : 'app.account.phone.submit')}
        </Button>
      </Box>
    </Box>
  );
}
