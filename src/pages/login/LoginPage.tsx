import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sanitizeRedirect } from '../../lib/redirect';
import { useLoginForm } from './useLoginForm';
import { CaptchaStep } from './CaptchaStep';
import { LoginField } from './LoginField';
import './login.css';

/** /login: account, password, and the captcha step when needed. No react-admin, no MUI. */
export function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [showPassword, setShowPassword] = useState(false);
  const form = useLoginForm(params.get('u') ?? '', () => navigate(sanitizeRedirect(params.get('redirect')), { replace: true }));
  const { values, errors } = form;
  const t = (key: string | undefined) => (key ? translate(key, { _: key }) : undefined);

  return (
    <main className="login">
      <form className="login-card" noValidate onSubmit={form.submit} aria-labelledby="login-title">
        <h1 id="login-title" className="login-title">
          {translate('app.login.title')}
        </h1>
        <p className="login-subtitle">{translate('app.login.subtitle')}</p>
        {form.failure ? (
          <p className="login-alert" role="alert" data-testid="login-error">
            {t(form.failure)}
          </p>
        ) : null}
        <LoginField
          name="username"
          label={translate('app.login.username')}
          value={values.username}
          error={t(errors.username)}
          onValue={form.change('username')}
          autoComplete="username"
          autoFocus
        />
        <LoginField
          name="password"
          type={showPassword ? 'text' : 'password'}
          label={translate('app.login.password')}
          value={values.password}
          error={t(errors.password)}
          onValue={form.change('password')}
          autoComplete="current-password"
          adornment={
            <button
              type="button"
              className="login-toggle"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((s) => !s)}
            >
              {translate(showPassword ? 'app.login.hidePassword' : 'app.login.showPassword')}
            </button>
          }
        />
        {form.puzzle ? (
          <CaptchaStep
            captcha={form.captcha}
            failed={form.captchaFailed}
            value={values.captcha}
            error={errors.captcha}
            onChange={form.change('captcha')}
            onReload={form.reloadCaptcha}
          />
        ) : null}
        <button type="submit" className="login-button" disabled={form.submitting}>
          {translate(form.submitting ? 'app.login.submitting' : 'app.login.submit')}
        </button>
      </form>
      <footer className="login-footer">{translate('app.login.copyright', { year: new Date().getFullYear() })}</footer>
    </main>
  );
}
