import { memo, useEffect, useMemo } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import { useTheme } from '@mui/material/styles';
import { isLanguage, DEFAULT_LANGUAGE } from '../../lib/language';
import { useServerRoutesContext } from '../ServerRoutesContext';
import { buildMenu } from './menuModel';
import { MenuEntry, isInside } from './MenuEntry';
import { SidebarLogo } from './SidebarLogo';
import { useSidebarBranding, type SidebarBranding } from './useBranding';
import { useSidebar } from './useSidebar';

/** Spec §9: 210 px (the red theme's value), for a theme without its own `mixins.sidebarWidth`. */
export const FALLBACK_SIDEBAR_WIDTH = 210;
/** The collapsed, icons-only sidebar. */
export const MINI_SIDEBAR_WIDTH = 54;

/**
 * The menu is built once per routes and language, and each entry is told the current path only
 * when the page is inside it: a navigation re-renders the entries it leaves and enters, not all.
 */
const SidebarContent = memo(function SidebarContent({ branding, mini }: { branding: SidebarBranding; mini: boolean }) {
  const { routes } = useServerRoutesContext();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const menu = useMemo(() => buildMenu(routes, isLanguage(locale) ? locale : DEFAULT_LANGUAGE), [routes, locale]);
  return (
    <>
      <SidebarLogo branding={branding} mini={mini} />
      <List component="nav" aria-label={translate('app.sidebar.label')} data-testid="sidebar" data-mini={mini} disablePadding>
        {menu.map((node) => (
          <MenuEntry key={node.key} node={node} depth={0} mini={mini} activePath={isInside(node, pathname) ? pathname : null} />
        ))}
      </List>
    </>
  );
});

/**
 * The drawer closes on entering (and leaving) mobile and on each navigation; on desktop this is
 * a no-op. Its own component, so that a navigation does not re-render the sidebar's column.
 */
function CloseOnNavigation({ isMobile, close }: { isMobile: boolean; close(): void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    close();
  }, [isMobile, pathname, close]);
  return null;
}

/**
 * The sidebar (spec §2): on desktop a column that collapses to icons; below 992 px a temporary
 * drawer, closed on entering mobile and on each navigation, closed by a backdrop click.
 */
export function Sidebar({ branding: given }: { branding?: SidebarBranding }) {
  const resolved = useSidebarBranding();
  const branding = given ?? resolved;
  const { isMobile, open, collapsed, closeMobile } = useSidebar();
  const theme = useTheme();
  const width = theme.mixins.sidebarWidth ?? FALLBACK_SIDEBAR_WIDTH;

  const colors = { bgcolor: 'secondary.main', color: 'secondary.contrastText' } as const;
  if (isMobile) {
    return (
      <>
        <CloseOnNavigation isMobile={isMobile} close={closeMobile} />
        <Drawer
          variant="temporary"
          open={open}
          onClose={closeMobile}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { sx: { width, ...colors } } }}
          data-testid="sidebar-drawer"
        >
          <SidebarContent branding={branding} mini={false} />
        </Drawer>
      </>
    );
  }
  return (
    <>
      <CloseOnNavigation isMobile={isMobile} close={closeMobile} />
      <Box
        component="aside"
        data-testid="sidebar-column"
        sx={{
          ...colors,
          width: collapsed ? MINI_SIDEBAR_WIDTH : width,
          flexShrink: 0,
          position: 'sticky',
          top: 0,
          height: '100vh',
          overflowX: 'hidden',
          overflowY: 'auto',
          transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        }}
      >
        <SidebarContent branding={branding} mini={collapsed} />
      </Box>
    </>
  );
}
