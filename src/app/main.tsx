import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '../config';
import { configureApi, prefs, session } from '../api';
import { detectLanguage } from '../lib/language';
import { loadI18nProvider, loadMessages } from '../providers/loadI18nProvider';
import { ConfigErrorPage } from '../pages/config-error/ConfigErrorPage';
import { App } from './App';
import { I18nContext } from 'ra-core';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const sources = { stored: prefs.getLanguage(), browserLanguages: navigator.languages };
  // the language's messages load beside the configuration; only cmhk's env can change the choice
  void loadMessages(detectLanguage(sources)).catch(() => undefined);
  const result = await loadConfig();
  const language = detectLanguage({ ...sources, env: result.ok ? result.config.env : undefined });
  const i18nProvider = await loadI18nProvider(language);
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
