import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SiteLayoutProps {
  titleId: string;
  title: string;
  /** loading or failure line above the map */
  status?: ReactNode;
  /** filters or actions under the title */
  toolbar?: ReactNode;
  map: ReactNode;
  legend?: ReactNode;
  /** the list or table beside the map (below it on a phone) */
  side: ReactNode;
}

/** The three site maps' frame: the title, the map with its legend, and the side panel beside it (under it below 1200 px). */
export function SiteLayout({ titleId, title, status, toolbar, map, legend, side }: SiteLayoutProps) {
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {toolbar}
      {status}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 440px' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          {map}
          {legend ? <Box sx={{ mt: 1 }}>{legend}</Box> : null}
        </Box>
        <Box component="aside" sx={{ minWidth: 0, maxHeight: { lg: 'min(65vh, 640px)' }, overflowY: { lg: 'auto' } }}>
          {side}
        </Box>
      </Box>
    </Box>
  );
}
