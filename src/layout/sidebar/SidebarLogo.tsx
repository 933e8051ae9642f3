import { memo, useState } from 'react';
import { StableLink } from '../../components/navigation/StableLink';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SidebarBranding } from './useBranding';

/** The sidebar's head: the environment's logo and title, linking home; the logo alone when mini. */
export const SidebarLogo = memo(function SidebarLogo({ branding, mini }: { branding: SidebarBranding; mini: boolean }) {
  const [broken, setBroken] = useState(false);
  return (
    <Box
      component={StableLink}
      to="/"
      data-testid="sidebar-logo"
      aria-label={branding.title}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: mini ? 'center' : 'flex-start',
        gap: 1,
        height: 50,
        px: mini ? 0 : 2,
        color: 'inherit',
        textDecoration: 'none',
        flexShrink: 0,
      }}
    >
      {branding.logo && !broken && (
        <Box component="img" src={branding.logo} alt="" onError={() => setBroken(true)} sx={{ width: 32, height: 32, flexShrink: 0 }} />
      )}
      {!mini && (
        <Typography component="h1" variant="subtitle1" noWrap sx={{ fontWeight: 600, fontSize: 14 }}>
          {branding.title}
        </Typography>
      )}
    </Box>
  );
});
