/** The records chart's look from the console's MUI theme: the band and stretch colours, the plot margins (nivo's theme: src/framework/chart/nivoTheme.ts). */
import { alpha, type Theme } from '@mui/material/styles';
import type { LayerColors } from './chartLayers';

export const PLOT_MARGIN = { top: 8, right: 16, bottom: 28, left: 52 } as const;

export function layerColors(theme: Theme): LayerColors {
  return {
    band: alpha(theme.palette.success.main, 0.1),
    bandLine: alpha(theme.palette.success.main, 0.8),
    stretch: alpha(theme.palette.error.main, 0.16),
  };
}
