/**
 * The three parts of a locale file, loaded as the user gets to them:
 * - `login`: what the pages before the login need (the login, password and public pages, errors,
 *   validation, the layout's words, react-admin's own);
 * - `console`: what the layout and the first page add (the alarm panel, the dashboard, the
 *   system-config entry of the navbar), loaded with the console's code (src/app/loadConsole.ts);
 * - `pages`: every other page's and entity's strings, loaded with the first page that is not the
 *   dashboard (src/app/pageRegistry.ts).
 * About 80 more pages' strings will live in the last part, which is why it is on neither the login
 * page nor the first page.
 */
export type Messages = Record<string, unknown>;
export const LOCALE_PARTS = ['login', 'console', 'pages'] as const;
export type LocalePart = (typeof LOCALE_PARTS)[number];

/** Top-level namespaces of the layout and the first page. */
export const CONSOLE_NAMESPACES = ['alarm'] as const;
/** Top-level namespaces of the other pages and the entities. */
export const PAGE_NAMESPACES = ['resources', 'enums', 'balance', 'map', 'report', 'reportFile', 'downloads', 'dataDownload', 'scheduledReport', 'readingExport', 'audit'] as const;
/** `app.pages.*` shown before a login (public routes, spec §2 base routes). */
export const PUBLIC_PAGES = ['appdownload', 'notFound', 'notAvailable', 'routesError'] as const;
/** `app.pages.*` of the layout and the first page (noAccess: the layout says it at an address of the menu the role lacks, before any page has loaded). */
export const CONSOLE_PAGES = ['dashboard', 'sysconfig', 'noAccess'] as const;

const isObject = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);
const within = (list: readonly string[], key: string) => list.includes(key);

export function splitMessages(messages: Messages): Record<LocalePart, Messages> {
  const parts: Record<LocalePart, Messages> = { login: {}, console: {}, pages: {} };
  for (const [key, value] of Object.entries(messages)) {
    if (within(CONSOLE_NAMESPACES, key)) parts.console[key] = value;
    else if (within(PAGE_NAMESPACES, key)) parts.pages[key] = value;
    else if (key === 'app' && isObject(value) && isObject(value.pages)) {
      const pages: Record<LocalePart, Messages> = { login: {}, console: {}, pages: {} };
      for (const [page, strings] of Object.entries(value.pages)) {
        pages[within(PUBLIC_PAGES, page) ? 'login' : within(CONSOLE_PAGES, page) ? 'console' : 'pages'][page] = strings;
      }
      parts.login.app = { ...value, pages: pages.login };
      parts.console.app = { pages: pages.console };
      parts.pages.app = { pages: pages.pages };
    } else parts.login[key] = value;
  }
  return parts;
}

/** Parts together again (a deep merge: `app` is in each). */
export function joinMessages(first: Messages, more: Messages): Messages {
  const joined: Messages = { ...first };
  for (const [key, value] of Object.entries(more)) {
    const existing = joined[key];
    joined[key] = isObject(existing) && isObject(value) ? joinMessages(existing, value) : value;
  }
  return joined;
}
