import { useMemo, useState } from 'react';
import type { I18nProvider } from 'ra-core';

export interface AppLocale {
  locale: string;
  /** The provider under everything: its changeLocale also re-renders the App. */
  provider: I18nProvider;
  /**
   * The value of the App's I18nContext and react-admin's i18nProvider: a new object per locale,
   * so every useTranslate re-renders in place. (react-admin's own locale switch, through its
   * store, re-keys the whole tree instead and would drop every cached tab's state.)
   */
  contextValue: I18nProvider;
}

/** The UI language as React state over the (mutable) polyglot provider. */
export function useAppLocale(i18nProvider: I18nProvider): AppLocale {
  const [locale, setLocale] = useState(() => i18nProvider.getLocale());
  const [provider] = useState<I18nProvider>(() => ({
    ...i18nProvider,
    changeLocale: async (next, options) => {
      await i18nProvider.changeLocale(next, options);
      document.documentElement.lang = next;
      setLocale(next);
    },
  }));
  // `locale` is the reason for a new object: the translations behind `provider` changed in place.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const contextValue = useMemo(() => ({ ...provider }), [provider, locale]);
  return { locale, provider, contextValue };
}
