import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

export interface LegendItem {
  color: string;
  label: string;
  /** e.g. how many vehicles are in the state */
  count?: number;
}

/** The colour key of a map's markers (a list: screen readers read it as one). */
export function MapLegend({ items, title }: { items: readonly LegendItem[]; title?: string }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={title ?? translate('map.legend')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', background: item.color, border: '1px solid rgba(0,0,0,0.25)' }} />
          <Typography component="span" variant="body2">
            {item.label}
            {item.count !== undefined ? ` (${item.count})` : ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
