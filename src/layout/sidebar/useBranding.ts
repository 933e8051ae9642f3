import { useTranslate } from 'ra-core';
import { useBranding } from '../../framework/useBranding';

export interface SidebarBranding {
  /** shown text: already translated */
  title: string;
  /** logo URL, '' for none */
  logo: string;
}

/**
 * The sidebar's logo and title for this environment and domain (spec §1). The branding table's
 * title is a translation key or a literal; a key no locale file holds reads as the app name.
 */
export function useSidebarBranding(): SidebarBranding {
  const translate = useTranslate();
  const { title: key, logo } = useBranding();
  const text = translate(key, { _: key });
  const title = text === key && /^app\./.test(key) ? translate('app.name') : text;
  return { title, logo };
}
