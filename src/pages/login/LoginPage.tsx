import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { sanitizeRedirect } from '../../lib/redirect';
import { useLoginForm } from './useLoginForm';
import { CaptchaStep } from './CaptchaStep';

/** /login: account, password, the captcha step when needed; never imports react-admin's views. */
export function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [showPassword, setShowPassword] = useState(false);
  const form = useLoginForm(params.get('u') ?? '', () => navigate(sanitizeRedirect(params.get('redirect')), { replace: true }));
  const { values, errors } = form;

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', bgcolor: 'secondary.main', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" noValidate onSubmit={form.submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 4 }}>
          <Typography variant="h5" component="h1" align="center">
            {translate('app.login.title')}
          </Typography>
          <Typography variant="body2" align="center" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.login.subtitle')}
          </Typography>
          {form.failure ? (
            <Alert severity="error" data-testid="login-error">
              {translate(form.failure, { _: form.failure })}
            </Alert>
          ) : null}
          <TextField
            name="username"
            label={translate('app.login.username')}
            value={values.username}
            onChange={(e) => form.change('username')(e.target.value)}
            error={Boolean(errors.username)}
            helperText={errors.username ? translate(errors.username) : ' '}
            autoComplete="username"
            autoFocus
            fullWidth
          />
          <TextField
            name="password"
            type={showPassword ? 'text' : 'password'}
            label={translate('app.login.password')}
            value={values.password}
            onChange={(e) => form.change('password')(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ? translate(errors.password) : ' '}
            autoComplete="current-password"
            fullWidth
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={translate(showPassword ? 'app.login.hidePassword' : 'app.login.showPassword')}
                      onClick={() => setShowPassword((s) => !s)}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          {form.puzzle ? (
            <CaptchaStep
              captcha={form.captcha}
              failed={form.captchaFailed}
              value={values.captcha}
              {...(errors.captcha ? { error: errors.captcha } : {})}
              onChange={form.change('captcha')}
              onReload={form.reloadCaptcha}
            />
          ) : null}
          <Button type="submit" variant="contained" size="large" disabled={form.submitting} fullWidth>
            {translate(form.submitting ? 'app.login.submitting' : 'app.login.submit')}
          </Button>
        </CardContent>
      </Card>
      <Typography variant="caption" sx={{ color: 'common.white', mt: 3, opacity: 0.8 }}>
        {translate('app.login.copyright', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
