import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useBranding } from '../../framework/useBranding';
import { useForgotPassword, type ResetField } from './useForgotPassword';

interface FieldSpec {
  name: ResetField;
  autoComplete: string;
  secret?: boolean;
  inputMode?: 'tel' | 'numeric';
}

const IDENTIFY: FieldSpec[] = [
  { name: 'username', autoComplete: 'username' },
  { name: 'phone', autoComplete: 'tel', inputMode: 'tel' },
];
const RESET: FieldSpec[] = [
  { name: 'code', autoComplete: 'one-time-code', inputMode: 'numeric' },
  { name: 'password', autoComplete: 'new-password', secret: true },
  { name: 'confirmPassword', autoComplete: 'new-password', secret: true },
];

/** /forgetpassword (public, linked from the login): account and phone, then the SMS code and the new password twice. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const branding = useBranding();
  const [params] = useSearchParams();
  const form = useForgotPassword(params.get('u') ?? '');
  const [shown, setShown] = useState(false);
  const t = (key: string | null | undefined) => (key ? translate(key, { _: key }) : undefined);
  const field = ({ name, autoComplete, secret, inputMode }: FieldSpec, index: number, readOnly = false) => (
    <TextField
      key={name}
      id={`reset-${name}`}
      name={name}
      label={translate(`app.forgotPassword.${name}`)}
      type={secret && !shown ? 'password' : 'text'}
      value={form.values[name]}
      onChange={(event) => form.change(name)(event.target.value)}
      error={Boolean(form.errors[name])}
      helperText={t(form.errors[name]) ?? (name === 'password' ? translate('app.forgotPassword.passwordHint') : ' ')}
      autoComplete={autoComplete}
      autoFocus={!readOnly && index === 0}
      slotProps={{ input: { readOnly }, htmlInput: inputMode ? { inputMode } : {} }}
      required
      fullWidth
      margin="dense"
    />
  );
  const loginLink = `/login${form.values.username ? `?u=${encodeURIComponent(form.values.username)}` : ''}`;

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 440, width: '100%' }}>
        <Typography variant="subtitle1" color="text.secondary">
          {translate(branding.title, { _: branding.title })}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.forgotPassword.title')}
        </Typography>
        {form.failure ? (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="reset-error" role="alert">
            {t(form.failure)}
          </Alert>
        ) : null}
        {form.step === 'done' ? (
          <Alert severity="success" data-testid="reset-done" action={<Button component={RouterLink} to={loginLink}>{translate('app.forgotPassword.toLogin')}</Button>}>
            {translate('app.forgotPassword.done')}
          </Alert>
        ) : form.step === 'identify' ? (
          <Box component="form" noValidate onSubmit={form.sendCode} data-testid="reset-identify">
            {IDENTIFY.map((spec, index) => field(spec, index))}
            <Button type="submit" variant="contained" fullWidth disabled={form.busy || form.resendIn > 0} sx={{ mt: 1 }}>
              {form.resendIn > 0 ? translate('app.forgotPassword.resendIn', { smart_count: form.resendIn }) : translate('app.forgotPassword.sendCode')}
            </Button>
          </Box>
        ) : (
          <Box component="form" noValidate onSubmit={form.submit} data-testid="reset-form">
            {form.notice ? (
              <Alert severity="info" sx={{ mb: 1 }} data-testid="reset-notice">
                {t(form.notice)}
              </Alert>
            ) : null}
            {IDENTIFY.map((spec, index) => field(spec, index, true))}
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Button type="button" size="small" onClick={form.back}>
                {translate('app.forgotPassword.changeAccount')}
              </Button>
              <Button type="button" size="small" onClick={() => void form.sendCode()} disabled={form.busy || form.resendIn > 0} data-testid="reset-resend">
                {form.resendIn > 0 ? translate('app.forgotPassword.resendIn', { smart_count: form.resendIn }) : translate('app.forgotPassword.resend')}
              </Button>
            </Box>
            {RESET.map((spec, index) => field(spec, index))}
            <FormControlLabel control={<Checkbox checked={shown} onChange={(event) => setShown(event.target.checked)} />} label={translate('app.login.showPassword')} />
            <Button type="submit" variant="contained" fullWidth disabled={form.busy} sx={{ mt: 1 }}>
              {translate(form.busy ? 'app.forgotPassword.submitting' : 'app.forgotPassword.submit')}
            </Button>
          </Box>
        )}
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to={loginLink}>
            {translate('app.forgotPassword.backToLogin')}
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
