import { useRef, useState, type CSSProperties } from 'react';
import { useTranslate } from 'ra-core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { sanitizeRedirect } from '../../lib/redirect';
import { useBranding } from '../../framework/useBranding';
import { useLoginForm } from './useLoginForm';
import { CaptchaStep } from './CaptchaStep';
import { LoginField } from './LoginField';
import { LanguagePicker } from './LanguagePicker';
import { WechatDialog } from './WechatDialog';
import { currentBrowserIsRecommended } from './browserAdvice';
import './login.css';

/**
 * /login: the branded title and logo, account, password, the captcha step when needed, the
 * copyright line, app download and WeChat links, and the browser advice (spec §2).
 * No react-admin, no MUI: the branding's colours arrive as CSS variables. `onIntent` runs at the
 * first keystroke, to load what follows the login while the user types.
 */
export function LoginPage({ onIntent }: { onIntent?: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const branding = useBranding();
  const [showPassword, setShowPassword] = useState(false);
  const [wechatOpen, setWechatOpen] = useState(false);
  const wechatButton = useRef<HTMLButtonElement>(null);
  const [recommended] = useState(currentBrowserIsRecommended);
  const form = useLoginForm(params.get('u') ?? '', () => navigate(sanitizeRedirect(params.get('redirect')), { replace: true }), onIntent);
  const { values, errors } = form;
  const t = (key: string | undefined) => (key ? translate(key, { _: key }) : undefined);
  const colours = {
    '--login-primary': branding.colors.primary,
    '--login-primary-dark': branding.colors.primaryDark,
    '--login-accent': branding.colors.accent,
  } as CSSProperties;
  const closeWechat = () => {
    setWechatOpen(false);
    wechatButton.current?.focus();
  };

  return (
    <main className="login" style={colours} data-branding={branding.key}>
      {branding.languagePicker ? (
        <div className="login-toolbar">
          <LanguagePicker />
        </div>
      ) : null}
      <form className="login-card" noValidate onSubmit={form.submit} aria-labelledby="login-title">
        <div className="login-brand">
          <img className="login-logo" src={branding.logo} alt="" width={48} height={48} data-testid="login-logo" />
          <h1 id="login-title" className="login-title">
            {translate(branding.title, { _: branding.title })}
          </h1>
        </div>
        <p className="login-subtitle">{translate('app.login.subtitle')}</p>
        {recommended ? null : (
          <p className="login-advice" role="note" data-testid="browser-advice">
            {translate('app.login.browserAdvice')}
          </p>
        )}
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
            <button type="button" className="login-toggle" aria-pressed={showPassword} onClick={() => setShowPassword((s) => !s)}>
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
        <div className="login-links">
          <Link className="login-link" to={`/forgetpassword${values.username ? `?u=${encodeURIComponent(values.username)}` : ''}`} data-testid="forgot-password-link">
            {translate('app.forgotPassword.link')}
          </Link>
          <Link className="login-link" to="/appdownload">
            {translate('app.login.appDownload')}
          </Link>
          <button ref={wechatButton} type="button" className="login-link" aria-haspopup="dialog" onClick={() => setWechatOpen(true)}>
            {translate('app.login.wechat')}
          </button>
        </div>
      </form>
      <footer className="login-footer" data-testid="login-copyright">
        {translate(branding.copyright, { year: new Date().getFullYear(), _: branding.copyright })}
      </footer>
      {wechatOpen ? <WechatDialog url={branding.wechatUrl} onClose={closeWechat} /> : null}
    </main>
  );
}
