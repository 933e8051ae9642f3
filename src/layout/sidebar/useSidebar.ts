import { useCallback, useSyncExternalStore } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { sidebarStore } from './sidebarStore';

/** Spec §9: below 992 px the layout is mobile. */
export const MOBILE_QUERY = '(max-width: 991.98px)';

export function useIsMobile(): boolean {
  // noSsr: the first render already knows, so a phone never flashes the desktop sidebar
  return useMediaQuery(MOBILE_QUERY, { noSsr: true });
}

export interface SidebarControls {
  isMobile: boolean;
  /** the sidebar shows expanded: the mobile drawer is open, or the desktop one is not collapsed */
  open: boolean;
  /** desktop only: the icons-only mini variant */
  collapsed: boolean;
  /** the hamburger: the drawer on mobile, the collapse on desktop */
  toggle(): void;
  closeMobile(): void;
}

/** The sidebar state of sidebarStore, read for the current layout (mobile or not). */
export function useSidebar(): SidebarControls {
  const state = useSyncExternalStore(sidebarStore.subscribe, sidebarStore.get, sidebarStore.get);
  const isMobile = useIsMobile();
  const toggle = useCallback(() => {
    const current = sidebarStore.get();
    if (isMobile) sidebarStore.setMobileOpen(!current.mobileOpen);
    else sidebarStore.setOpened(!current.opened);
  }, [isMobile]);
  const closeMobile = useCallback(() => sidebarStore.setMobileOpen(false), []);
  return {
    isMobile,
    open: isMobile ? state.mobileOpen : state.opened,
    collapsed: !isMobile && !state.opened,
    toggle,
    closeMobile,
  };
}
