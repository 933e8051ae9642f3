import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { TRIAL_DAYS, TRIAL_DEVICES } from '../../lib/registration';
import { RegistrationDone } from './RegistrationDone';
import type { RegistrationValues } from './registrationRules';
import { useRegistration } from './useRegistration';

const FIELD_TYPES: Partial<Record<keyof RegistrationValues, string>> = { password: 'password', confirm: 'password', mobile: 'tel' };
const AUTOCOMPLETE: Partial<Record<keyof RegistrationValues, string>> = { username: 'username', password: 'new-password', confirm: 'new-password', mobile: 'tel', code: 'one-time-code', captcha: 'off' };

/**
 * /registered (public, spec §2): an enterprise, or an agent's sub-account, registers a trial
 * company (spec §9: 15 days, 50 devices) and its admin account. Logic in useRegistration.
 */
export function RegistrationPage() {
  const translate = useTranslate();
  const form = useRegistration();
  const { values, errors } = form;
  if (form.result) return <RegistrationDone result={form.result} />;
  const text = (key: string | undefined) => (key ? translate(key, { _: key }) : undefined);
  const field = (name: keyof RegistrationValues, extra: { helper?: string; onBlur?: () => void } = {}) => (
    <TextField
      key={name}
      name={name}
      label={translate(`app.registration.fields.${name}`)}
      value={values[name]}
      onChange={(event) => form.change(name, event.target.value)}
      onBlur={extra.onBlur}
      error={Boolean(errors[name])}
      helperText={text(errors[name]) ?? extra.helper}
      type={FIELD_TYPES[name] ?? 'text'}
      autoComplete={AUTOCOMPLETE[name] ?? 'off'}
      required
      fullWidth
      size="small"
      slotProps={{ htmlInput: { 'data-testid': `registration-${name}`, ...(name === 'code' || name === 'captcha' ? { inputMode: 'numeric' } : {}) } }}
    />
  );
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520, width: '100%' }}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {translate('app.registration.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.registration.intro', { days: TRIAL_DAYS, devices: TRIAL_DEVICES })}
            </Typography>
            <ToggleButtonGroup exclusive size="small" value={form.kind} onChange={(_event, kind) => kind && form.setKind(kind)} aria-label={translate('app.registration.kind.label')}>
              <ToggleButton value="enterprise">{translate('app.registration.kind.enterprise')}</ToggleButton>
              <ToggleButton value="agent">{translate('app.registration.kind.agent')}</ToggleButton>
            </ToggleButtonGroup>
            {form.kind === 'agent' ? field('agent') : null}
            {field('companyName')}
            {field('contact')}
            {field('username', { helper: translate('app.registration.hints.username'), onBlur: form.accountDone })}
            {field('password', { helper: translate('app.registration.hints.password') })}
            {field('confirm')}
            {field('mobile')}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              {field('code', form.codeSent ? { helper: translate('app.registration.codeSent') } : {})}
              <Button variant="outlined" onClick={() => void form.sendCode()} disabled={form.countdown > 0} sx={{ flexShrink: 0, minWidth: 120 }} data-testid="registration-send-code">
                {form.countdown > 0 ? translate('app.registration.resendIn', { smart_count: form.countdown }) : translate('app.registration.sendCode')}
              </Button>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {form.captcha ? (
                <Box component="img" src={form.captcha.image} alt={translate('app.registration.fields.captcha')} sx={{ height: 40 }} data-testid="registration-captcha-image" />
              ) : (
                <Typography variant="caption" color="text.secondary">
                  {translate(form.captchaFailed ? 'app.registration.captchaLoadFailed' : 'app.registration.captchaHint')}
                </Typography>
              )}
              <Button size="small" onClick={() => void form.reloadCaptcha()}>
                {translate('app.registration.captchaRefresh')}
              </Button>
            </Stack>
            {field('captcha')}
            {errors.form ? (
              <Alert severity="error" role="alert">
                {text(errors.form)}
              </Alert>
            ) : null}
            <Button type="submit" variant="contained" disabled={form.submitting} data-testid="registration-submit">
              {translate(form.submitting ? 'app.registration.submitting' : 'app.registration.submit')}
            </Button>
            <Button component={RouterLink} to="/login">
              {translate('app.registration.haveAccount')}
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Box>
  );
}
