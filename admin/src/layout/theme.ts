import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The shop the console runs, as its header and login page name it. */
export const SHOP_NAME = 'Kenyan Crafts';

// Earthy red and warm ochre, the colours of the shop's beadwork and leather.
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#8d2f23' },
    secondary: { main: '#b7791f' },
  },
};
