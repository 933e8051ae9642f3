import { createContext, memo, useContext, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Sidebar } from './sidebar/Sidebar';
import { Navbar } from './navbar/Navbar';
import { TagsView } from './tags/TagsView';
import { KeepAliveOutlet } from './tags/KeepAliveOutlet';
import { usePagePermissions } from './usePagePermissions';
import { AlarmCenter } from './alarms';
import { LoginDialogs } from './LoginDialogs';
import { PlatformBanner } from './platformBanner/PlatformBanner';

// react-admin renders its layout afresh on each of its own updates (every navigation): the bars
// re-render only for what they read themselves (location, tabs, session), not with the layout
const LayoutSidebar = memo(Sidebar);
const LayoutNavbar = memo(Navbar);
const LayoutTags = memo(TagsView);
const LayoutBanner = memo(PlatformBanner);

/** Spec §6: the page permissions follow the location, without re-rendering the layout with it. */
function PagePermissions() {
  usePagePermissions();
  return null;
}

/** react-admin's own routes, shown where the page table serves nothing ('/', the catch-all). */
const FallbackRoutes = createContext<ReactNode>(null);

function PageArea() {
  return <KeepAliveOutlet>{useContext(FallbackRoutes)}</KeepAliveOutlet>;
}

/**
 * The layout's frame, without props: react-admin hands the layout new children on every
 * navigation, which would re-render (and re-serialize the styles of) every box of the frame;
 * they reach the page area through a context instead (issue 11 §4, the tab switch).
 */
const LayoutFrame = memo(function LayoutFrame() {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <LayoutSidebar />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <LayoutNavbar />
        <LayoutTags />
        {/* issue 30 §5: the maintenance and read-only banners, for every signed-in user */}
        <LayoutBanner />
        <Box component="main" id="console-main" sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: { xs: 1, sm: 2 } }}>
          <PageArea />
        </Box>
      </Box>
      <PagePermissions />
    </Box>
  );
});

/** The main layout (spec §2): sidebar, navbar, tab bar, main area. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <FallbackRoutes.Provider value={children}>
      {/* issue 13 §3: the alarm feed and panel once per login, outside the kept pages */}
      <AlarmCenter>
        <LayoutFrame />
        {/* spec §4: the unread announcements, then the renewal notice, once per login and per reload */}
        <LoginDialogs />
      </AlarmCenter>
    </FallbackRoutes.Provider>
  );
}
