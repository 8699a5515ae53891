import { createTheme } from '@mui/material/styles';

export const SHOP_NAME = 'Kenyan Crafts';

export const theme = createTheme({
  palette: {
    primary: { main: '#8a3b12', contrastText: '#fff' },
    secondary: { main: '#1f7a5a', contrastText: '#fff' },
    // dark: the amber of warning text, readable on the page background (contrast 5.5:1).
    warning: { main: '#e0a21b', dark: '#8a5a00' },
    background: { default: '#fbf7f2', paper: '#ffffff' },
    text: { primary: '#2b1d14' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Subtitles are labels, not headings; the small h6 headings sit directly under a page's h1, as h2s
    // (a page jumping from h1 to h6 confuses screen readers' heading navigation).
    MuiTypography: { defaultProps: { variantMapping: { h6: 'h2', subtitle1: 'p', subtitle2: 'p' } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #eadfd3' } } },
  },
});
