import { useEffect } from 'react';
import type { Branding } from '../../themes/branding';

/**
 * The tab's title and icon follow the branding row (spec §1); the title is translated, so it
 * follows the language too.
 */
export function useDocumentBranding(branding: Branding, translate: (key: string, options?: object) => string, locale: string): void {
  useEffect(() => {
    document.title = translate(branding.title, { _: branding.title });
  }, [branding.title, translate, locale]);
  useEffect(() => {
    let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.appendChild(icon);
    }
    icon.type = 'image/svg+xml';
    icon.href = branding.logo;
  }, [branding.logo]);
}
