/** nivo's theme from the console's MUI theme: text, axes and grid in the theme's colours (every chart of the console). */
import type { PartialTheme } from '@nivo/theming';
import type { Theme } from '@mui/material/styles';

export function nivoTheme(theme: Theme): PartialTheme {
  const text = { fill: theme.palette.text.secondary, fontSize: 11, fontFamily: theme.typography.fontFamily ?? 'sans-serif' };
  return {
    background: 'transparent',
    text,
    axis: { ticks: { text, line: { stroke: theme.palette.divider } }, domain: { line: { stroke: theme.palette.divider, strokeWidth: 1 } } },
    grid: { line: { stroke: theme.palette.divider, strokeWidth: 1 } },
  };
}
