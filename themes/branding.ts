import type { EnvironmentName } from '../src/lib/contract';
import { showsLanguagePicker } from '../src/lib/language';

/** The three colour themes of spec §1. */
export type ThemeName = 'default' | 'red' | 'hisense';

/**
 * The look of one environment or production domain (spec §1 "Look … depends on the environment and,
 * in production, on the domain"). Pure data: the login page reads it without MUI, the console maps
 * `theme` to an MUI theme (themes/index.ts).
 */
export interface Branding {
  /** row key, stable: used for tests, `data-branding` and the favicon */
  key: string;
  /** translation key (app.branding.*) or literal text */
  title: string;
  /** URL of an SVG in public/ */
  logo: string;
  /** translation key (app.branding.*) or literal text; `%{year}` is replaced by the current year */
  copyright: string;
  theme: ThemeName;
  /** colours for the MUI-free login page (CSS variables), matching `theme` */
  colors: { primary: string; primaryDark: string; accent: string };
  /** the WeChat public account shown as a QR code on the login page */
  wechatUrl: string;
  /** where /appdownload's QR code points to, plus direct store/package links */
  appDownload: { page: string; android: string; ios: string };
  /** whether the login page offers a language picker: by environment (spec §1, src/lib/language.ts) */
  languagePicker: boolean;
  /** whether the announcement dialog has a close button at its top right (spec §2: "only in some environments") */
  announcementClose: boolean;
}

const COLORS: Record<ThemeName, Branding['colors']> = {
  default: { primary: '#1565c0', primaryDark: '#0d47a1', accent: '#26a69a' },
  red: { primary: '#c62828', primaryDark: '#8e0000', accent: '#ff8a65' },
  hisense: { primary: '#00897b', primaryDark: '#005b4f', accent: '#4dd0e1' },
};

const DEFAULT_APP = {
  page: 'https://app.coldchain.example/download',
  android: 'https://app.coldchain.example/download/coldchain.apk',
  ios: 'https://apps.apple.example/app/coldchain-monitor/id000000001',
};

function row(
  key: string,
  theme: ThemeName,
  extra: Partial<Omit<Branding, 'key' | 'theme' | 'colors' | 'languagePicker'>> = {},
): Branding {
  return {
    key,
    title: 'app.branding.title.default',
    logo: '/logos/default.svg',
    copyright: 'app.branding.copyright.default',
    theme,
    colors: COLORS[theme],
    wechatUrl: 'https://mp.weixin.example/coldchain-monitor',
    appDownload: DEFAULT_APP,
    languagePicker: false,
    announcementClose: false,
    ...extra,
  };
}

/** The fallback row: an unknown production domain, or anything the table does not name. */
export const FALLBACK_BRANDING: Branding = row('default', 'default');

/** One row per environment (production has its own rows per domain below). */
export const ENVIRONMENT_BRANDING: Record<Exclude<EnvironmentName, 'production'>, Branding> = {
  // the test environments may close the announcement dialog without reading (README "Environments")
  development: row('development', 'default', { logo: '/logos/development.svg', title: 'app.branding.title.development', announcementClose: true }),
  sandbox: row('sandbox', 'default', { logo: '/logos/sandbox.svg', title: 'app.branding.title.sandbox', announcementClose: true }),
  cmhk: row('cmhk', 'red', {
    logo: '/logos/cmhk.svg',
    title: 'app.branding.title.cmhk',
    copyright: 'app.branding.copyright.cmhk',
    wechatUrl: 'https://mp.weixin.example/harbour-coldchain',
  }),
  ebro: row('ebro', 'default', {
    logo: '/logos/ebro.svg',
    title: 'app.branding.title.ebro',
    copyright: 'app.branding.copyright.ebro',
  }),
  hisense: row('hisense', 'hisense', {
    logo: '/logos/hisense.svg',
    title: 'app.branding.title.hisense',
    copyright: 'app.branding.copyright.hisense',
    wechatUrl: 'https://mp.weixin.example/fresh-cabinet',
  }),
  international: row('international', 'default', {
    logo: '/logos/international.svg',
    title: 'app.branding.title.international',
    copyright: 'app.branding.copyright.international',
  }),
  yslly: row('yslly', 'red', {
    logo: '/logos/yslly.svg',
    title: 'app.branding.title.yslly',
    copyright: 'app.branding.copyright.yslly',
  }),
  maison: row('maison', 'default', {
    logo: '/logos/maison.svg',
    title: 'app.branding.title.maison',
    copyright: 'app.branding.copyright.maison',
  }),
};

/** Production rows by domain (neutral demo domains). Matched exactly or as a parent domain. */
export const PRODUCTION_BRANDING: Record<string, Branding> = {
  'console.coldchain.example': row('production', 'default'),
  'iot.frostline.example': row('frostline', 'red', {
    logo: '/logos/frostline.svg',
    title: 'app.branding.title.frostline',
    copyright: 'app.branding.copyright.frostline',
  }),
  'cold.pharmatrack.example': row('pharmatrack', 'hisense', {
    logo: '/logos/pharmatrack.svg',
    title: 'app.branding.title.pharmatrack',
    copyright: 'app.branding.copyright.pharmatrack',
  }),
};

function productionRow(hostname: string): Branding {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  for (const [domain, branding] of Object.entries(PRODUCTION_BRANDING)) {
    if (host === domain || host.endsWith(`.${domain}`)) return branding;
  }
  return FALLBACK_BRANDING;
}

/** Picks the branding row: by environment, and in production by the console's domain. */
export function resolveBranding(env: EnvironmentName, hostname: string): Branding {
  const found = env === 'production' ? productionRow(hostname) : (ENVIRONMENT_BRANDING[env] ?? FALLBACK_BRANDING);
  return { ...found, languagePicker: showsLanguagePicker(env) };
}
