import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

// System fonts only: the CSP allows no external font hosts and the app ships no font files.
const SYSTEM_SANS_SERIF = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"Liberation Sans"',
  'sans-serif',
].join(',');

export function createBrandTheme(palette: { primary: string; secondary: string }): Theme {
  return createTheme({
    palette: {
      primary: { main: palette.primary },
      secondary: { main: palette.secondary },
    },
    typography: { fontFamily: SYSTEM_SANS_SERIF },
  });
}
