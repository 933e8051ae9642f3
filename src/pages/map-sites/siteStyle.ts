/**
 * The data overview's marker colours by open alarms (pure). Told apart by lightness as well as hue
 * (grey, green, orange, red), and always named in the legend and the popup, never by colour alone.
 */
import type { OverviewSite } from '../../lib/maps';

export const SITE_TIERS = ['noDevices', 'calm', 'some', 'many'] as const;
export type SiteTier = (typeof SITE_TIERS)[number];

/** From this many open alarms a site is drawn in the strongest colour. */
export const MANY_ALARMS = 5;

export const TIER_COLORS: Readonly<Record<SiteTier, string>> = {
  noDevices: '#9e9e9e',
  calm: '#2e7d32',
  some: '#ef6c00',
  many: '#c62828',
};

export function siteTier(site: Pick<OverviewSite, 'devices' | 'openAlarms'>): SiteTier {
  if (site.openAlarms >= MANY_ALARMS) return 'many';
  if (site.openAlarms > 0) return 'some';
  return site.devices === 0 ? 'noDevices' : 'calm';
}
