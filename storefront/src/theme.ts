import { createTheme } from '@mui/material/styles';

export const SHOP_NAME = 'Kenyan Crafts';
export const SHOP_TAGLINE = 'Handcrafted accessories from Kenya';

export const theme = createTheme({
  palette: {
    primary: { main: '#8a3b12', contrastText: '#fff' },
    secondary: { main: '#1f7a5a', contrastText: '#fff' },
    warning: { main: '#e0a21b' },
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
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #eadfd3' } } },
  },
});
