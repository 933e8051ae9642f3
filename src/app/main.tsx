import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '../config';
import { configureApi, prefs, session } from '../api';
import { detectLanguage } from '../lib/language';
import { createI18nProvider } from '../providers/i18nProvider';
import { ConfigErrorPage } from '../pages/config-error/ConfigErrorPage';
import { App } from './App';
import { I18nContext } from 'ra-core';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const result = await loadConfig();
  const language = detectLanguage({
    stored: prefs.getLanguage(),
    env: result.ok ? result.config.env : undefined,
    browserLanguages: navigator.languages,
  });
  const i18nProvider = createI18nProvider(language);
  document.documentElement.lang = language;
  if (!result.ok) {
    root.render(
      <I18nContext.Provider value={i18nProvider}>
        <ConfigErrorPage field={result.field} reason={result.reason} />
      </I18nContext.Provider>,
    );
    return;
  }
  configureApi(result.config, {
    getLang: () => i18nProvider.getLocale(),
    onSessionLost: () => {
      session.clear();
      window.location.reload();
    },
  });
  root.render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  );
}

void start();
