import { useTranslate } from 'ra-core';
import type { Captcha } from '../../providers/captcha';
import { LoginField } from './LoginField';

interface Props {
  captcha: Captcha | null;
  failed: boolean;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
  onReload(): void;
}

/** The puzzle step shown after a '-9' login answer (spec §4). */
export function CaptchaStep({ captcha, failed, value, error, onChange, onReload }: Props) {
  const translate = useTranslate();
  return (
    <div data-testid="captcha-step">
      <p className="login-hint">{translate('app.login.captchaHint')}</p>
      <div className="login-captcha">
        {captcha ? <img src={captcha.image} alt={translate('app.login.captcha')} data-testid="captcha-image" /> : null}
        {failed ? <span className="login-help">{translate('app.login.captchaLoadFailed')}</span> : null}
        <button type="button" className="login-link" onClick={onReload}>
          {translate('app.login.captchaRefresh')}
        </button>
      </div>
      <LoginField
        name="captcha"
        label={translate('app.login.captcha')}
        value={value}
        error={error ? translate(error) : undefined}
        onValue={onChange}
        autoComplete="off"
        inputMode="numeric"
      />
    </div>
  );
}
