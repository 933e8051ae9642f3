/**
 * The sidebar's state, shared by the sidebar and the navbar's hamburger (spec §2, §9):
 * - `opened`: the desktop sidebar is expanded (else the icons-only mini variant). Kept in the
 *   cookie `sidebarStatus` ('1' open, '0' collapsed) for 3650 days; open when there is none.
 * - `mobileOpen`: the mobile drawer is showing. Memory only, so that a visit on a phone never
 *   collapses the desktop sidebar for good; closed whenever the layout becomes mobile.
 */
import Cookies from 'js-cookie';

export const SIDEBAR_COOKIE = 'sidebarStatus';
/** Spec §9: cookies last 3650 days. */
const COOKIE_DAYS = 3650;

export interface SidebarState {
  opened: boolean;
  mobileOpen: boolean;
}

type Listener = () => void;

function readCookie(): boolean {
  const value = typeof document === 'undefined' ? undefined : Cookies.get(SIDEBAR_COOKIE);
  return value === undefined ? true : value !== '0';
}

function writeCookie(opened: boolean): void {
  if (typeof document === 'undefined') return;
  Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', { expires: COOKIE_DAYS, path: '/', sameSite: 'Lax' });
}

let state: SidebarState = { opened: readCookie(), mobileOpen: false };
const listeners = new Set<Listener>();

function set(patch: Partial<SidebarState>): void {
  const next = { ...state, ...patch };
  if (next.opened === state.opened && next.mobileOpen === state.mobileOpen) return;
  if (next.opened !== state.opened) writeCookie(next.opened);
  state = next;
  for (const listener of [...listeners]) listener();
}

export const sidebarStore = {
  get: (): SidebarState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  setOpened: (opened: boolean): void => set({ opened }),
  setMobileOpen: (mobileOpen: boolean): void => set({ mobileOpen }),
  /** Re-read the cookie as a page load does (tests, and after a login in another tab). */
  hydrate(): void {
    state = { opened: readCookie(), mobileOpen: false };
    for (const listener of [...listeners]) listener();
  },
};
