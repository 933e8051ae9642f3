/** The chart's look from the console's MUI theme: nivo's theme, the band and stretch colours, the plot margins. */
import type { PartialTheme } from '@nivo/theming';
import { alpha, type Theme } from '@mui/material/styles';
import type { LayerColors } from './chartLayers';

export const PLOT_MARGIN = { top: 8, right: 16, bottom: 28, left: 52 } as const;

export function nivoTheme(theme: Theme): PartialTheme {
  const text = { fill: theme.palette.text.secondary, fontSize: 11, fontFamily: theme.typography.fontFamily ?? 'sans-serif' };
  return {
    background: 'transparent',
    text,
    axis: { ticks: { text, line: { stroke: theme.palette.divider } }, domain: { line: { stroke: theme.palette.divider, strokeWidth: 1 } } },
    grid: { line: { stroke: theme.palette.divider, strokeWidth: 1 } },
  };
}

export function layerColors(theme: Theme): LayerColors {
  return {
    band: alpha(theme.palette.success.main, 0.1),
    bandLine: alpha(theme.palette.success.main, 0.8),
    stretch: alpha(theme.palette.error.main, 0.16),
  };
}
