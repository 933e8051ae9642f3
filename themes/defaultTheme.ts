import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** The default colour theme; themes/index.ts builds the three themes (default, red, hisense) from it. */
export const defaultThemeOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#1565c0' },
    secondary: { main: '#304156' },
    background: { default: '#f0f2f5' },
  },
  shape: { borderRadius: 4 },
  typography: {
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", Roboto, Arial, sans-serif',
  },
};

export const defaultTheme = createTheme({ ...defaultThemeOptions, mixins: { sidebarWidth: 240 } /* DEFAULT_SIDEBAR_WIDTH, themes/index.ts */ });
