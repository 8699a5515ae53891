import { Box, Typography } from '@mui/material';
import { Login, LoginForm } from 'react-admin';
import { SHOP_NAME } from '../layout/theme';

/** react-admin's login, headed by the shop's mark and name so staff know which console they sign in to. */
export const LoginPage = () => (
  <Login avatarIcon={<Box component="img" src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" sx={{ width: 40, height: 40 }} />}>
    <Box sx={{ px: 2, textAlign: 'center' }}>
      <Typography variant="h5" component="h1">
        {SHOP_NAME}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Staff console
      </Typography>
    </Box>
    <LoginForm />
  </Login>
);
