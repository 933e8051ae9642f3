/**
 * The platform switches (issue 30 §5, background management and website mode): a maintenance
 * banner shown to every signed-in user, and read-only mode, which the server enforces on every
 * write (server/plugins/readOnlyMode.ts). One copy of the shapes and limits for the console and
 * the server.
 */
import type { Language } from './language';

export const PLATFORM_SWITCH_PATH = '/platformswitch';
/** GET: what every signed-in user's console shows (banner in force, read-only) */
export const PLATFORM_SWITCH_CURRENT_PATH = `${PLATFORM_SWITCH_PATH}/current`;
/** GET, PUT: the banner, for the background management page */
export const PLATFORM_BANNER_PATH = `${PLATFORM_SWITCH_PATH}/banner`;
/** GET, PUT: read-only mode, for the website mode page; the one write read-only mode lets through */
export const PLATFORM_READ_ONLY_PATH = `${PLATFORM_SWITCH_PATH}/readonly`;

/** The longest banner text and read-only note, in characters. */
export const BANNER_TEXT_MAX = 500;
/** How often the console asks for the switches again (a change reaches an open console this late at most). */
export const SWITCH_POLL_MS = 60_000;

export type BannerTexts = Record<Language, string>;

export interface PlatformBanner {
  enabled: boolean;
  /** per language; an empty one falls back to the first non-empty (one text for all) */
  text: BannerTexts;
  /** 'info' | 'warning' */
  severity: BannerSeverity;
  /** unix seconds, null: from now / without end */
  startsAt: number | null;
  endsAt: number | null;
  updatedAt: number;
  updatedBy: string;
}

export const BANNER_SEVERITIES = ['info', 'warning'] as const;
export type BannerSeverity = (typeof BANNER_SEVERITIES)[number];

export interface ReadOnlyMode {
  on: boolean;
  /** shown under the console's read-only banner, '' for none */
  note: string;
  updatedAt: number;
  updatedBy: string;
}

export interface PlatformSwitches {
  banner: PlatformBanner;
  readOnly: ReadOnlyMode;
}

/** GET /platformswitch/current: what the console shows now. */
export interface CurrentSwitches {
  /** the banner's text in the asker's language, null when none is in force */
  banner: { text: string; severity: BannerSeverity } | null;
  readOnly: { on: boolean; note: string };
}

export const EMPTY_SWITCHES: PlatformSwitches = {
  banner: { enabled: false, text: { 'zh-CN': '', 'zh-TW': '', en: '' }, severity: 'info', startsAt: null, endsAt: null, updatedAt: 0, updatedBy: '' },
  readOnly: { on: false, note: '', updatedAt: 0, updatedBy: '' },
};

/** The banner's text for `language`: its own, else the first given (one text for all languages). */
export function bannerText(text: BannerTexts, language: Language): string {
  const own = text[language].trim();
  if (own) return own;
  return [text['zh-CN'], text['zh-TW'], text.en].map((t) => t.trim()).find(Boolean) ?? '';
}

/** Whether the banner shows at `nowUnix`: enabled, with a text, inside its window. */
export function bannerInForce(banner: PlatformBanner, nowUnix: number): boolean {
  if (!banner.enabled) return false;
  if (banner.startsAt !== null && nowUnix < banner.startsAt) return false;
  if (banner.endsAt !== null && nowUnix >= banner.endsAt) return false;
  return bannerText(banner.text, 'en') !== '';
}
