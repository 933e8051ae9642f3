import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Sidebar } from './sidebar/Sidebar';
import { Navbar } from './navbar/Navbar';
import { TagsView } from './tags/TagsView';
import { KeepAliveOutlet } from './tags/KeepAliveOutlet';
import { usePagePermissions } from './usePagePermissions';

/** The main layout (spec §2): sidebar, navbar, tab bar, main area. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  usePagePermissions();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Sidebar />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Navbar />
        <TagsView />
        <Box component="main" id="console-main" sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: { xs: 1, sm: 2 } }}>
          <KeepAliveOutlet>{children}</KeepAliveOutlet>
        </Box>
      </Box>
    </Box>
  );
}
