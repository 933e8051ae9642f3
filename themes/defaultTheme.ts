import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** The default colour theme. The red and hisense themes and the branding table come with the shell. */
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

export const defaultTheme = createTheme(defaultThemeOptions);
