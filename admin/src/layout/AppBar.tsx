import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { Box, Link, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { SHOP_NAME } from './theme';

/** The console's own header: shop name, the page title and a way back to the shop. */
export const AppBar = () => (
  <RaAppBar color="primary">
    <Typography variant="h6" component="span" sx={{ mr: 2, fontWeight: 700, whiteSpace: 'nowrap' }}>
      {SHOP_NAME} · Staff
    </Typography>
    <TitlePortal />
    <Box sx={{ flex: 1 }} />
    <Link href="/" color="inherit" underline="hover" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mr: 1 }}>
      <StorefrontIcon fontSize="small" />
      <Typography variant="body2" component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        View shop
      </Typography>
    </Link>
  </RaAppBar>
);
