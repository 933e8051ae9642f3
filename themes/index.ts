import { createTheme, type Theme } from '@mui/material/styles';
import { defaultTheme, defaultThemeOptions } from './defaultTheme';
import type { ThemeName } from './branding';

declare module '@mui/material/styles' {
  interface Mixins {
    /** width of the expanded sidebar in px; the red theme's sidebar is narrower (210) */
    sidebarWidth: number;
  }
  interface MixinsOptions {
    sidebarWidth?: number;
  }
}

export type { ThemeName } from './branding';

/** Sidebar width of the default and hisense themes (px). */
export const DEFAULT_SIDEBAR_WIDTH = 240;

const base = defaultThemeOptions;

const redTheme = createTheme({
  ...base,
  palette: {
    mode: 'light',
    primary: { main: '#c62828' },
    secondary: { main: '#3b2a2a' },
    background: { default: '#f7f1f1' },
  },
  mixins: { sidebarWidth: 210 },
});

const hisenseTheme = createTheme({
  ...base,
  palette: {
    mode: 'light',
    primary: { main: '#00897b' },
    secondary: { main: '#20394a' },
    background: { default: '#eef5f4' },
  },
  mixins: { sidebarWidth: DEFAULT_SIDEBAR_WIDTH },
});

/** The three colour themes of spec §1; `Branding.theme` picks one. */
export const themes: Record<ThemeName, Theme> = {
  default: defaultTheme,
  red: redTheme,
  hisense: hisenseTheme,
};
