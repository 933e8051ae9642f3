import { useI18nProvider, useTranslate } from 'ra-core';
import { prefs } from '../../api';

/**
 * The login page's language picker (spec §1, shown only in some environments). The choice is
 * stored (a stored language wins at the next start, spec §9); the App re-renders on the change.
 */
export function LanguagePicker() {
  const i18n = useI18nProvider();
  const translate = useTranslate();
  const locales = i18n.getLocales?.() ?? [];
  const change = (locale: string) => {
    prefs.setLanguage(locale);
    void i18n.changeLocale(locale);
  };
  return (
    <label className="login-language">
      <span className="login-language-label">{translate('app.login.language')}</span>
      <select className="login-select" value={i18n.getLocale()} onChange={(e) => change(e.target.value)} data-testid="login-language">
        {locales.map(({ locale, name }) => (
          <option key={locale} value={locale} lang={locale}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
