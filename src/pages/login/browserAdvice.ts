/** A brand of `navigator.userAgentData.brands` (User-Agent Client Hints, Chromium only). */
export interface BrowserBrand {
  brand: string;
  version?: string;
}

/** Brands that prove a Chromium engine; a 360 or QQ browser on Chromium reports one too. */
const CHROMIUM_BRANDS = /^(Chromium|Google Chrome|Microsoft Edge|HeadlessChrome)$/i;

/** Browsers that wrap an old or unknown engine, or put `Chrome/` in their user agent without being current Chromium. */
const NOT_RECOMMENDED = [
  /\bEdge\/\d/, // legacy EdgeHTML Edge ("Edge/18"); Chromium Edge says "Edg/"
  /\bMSIE \d|\bTrident\//, // Internet Explorer
  /\b(Firefox|FxiOS)\//,
  /\b(QIHU|360SE|360EE|QQBrowser|MQQBrowser|MetaSr|LBBROWSER|Maxthon|UBrowser|BIDUBrowser)\b/i,
];

const CHROMIUM_UA = /\b(Chrome|Chromium|CriOS|HeadlessChrome|Edg|EdgA|EdgiOS)\/\d/;

/**
 * Whether the login page can skip its browser advice (spec §2: "recommending Chrome or a
 * Chromium-based Edge"). A Chromium brand in the client hints settles it; otherwise the user
 * agent must name Chrome, Chromium or Chromium Edge and none of the browsers above.
 */
export function isRecommendedBrowser(userAgent: string, brands?: readonly BrowserBrand[]): boolean {
  if (brands?.some((b) => CHROMIUM_BRANDS.test(b.brand.trim()))) return true;
  if (NOT_RECOMMENDED.some((pattern) => pattern.test(userAgent))) return false;
  return CHROMIUM_UA.test(userAgent);
}

/** The current browser's answer; `userAgentData` is not in TypeScript's DOM library yet. */
export function currentBrowserIsRecommended(): boolean {
  const nav = globalThis.navigator as (Navigator & { userAgentData?: { brands?: BrowserBrand[] } }) | undefined;
  if (!nav) return true;
  return isRecommendedBrowser(nav.userAgent ?? '', nav.userAgentData?.brands);
}
