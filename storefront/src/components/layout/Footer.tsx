import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SHOP_CONTACT } from '../../lib/shopInfo';
import { SHOP_NAME, SHOP_TAGLINE } from '../../theme';

const linkSx = { color: 'inherit', opacity: 0.85, '&:hover': { opacity: 1 } };

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: '#2b1d14', color: '#f6ede3', mt: 8, pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
              {SHOP_NAME}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.8, mt: 1 }}>
              {SHOP_TAGLINE}. Bags, ponchos, scarves and wallets made by artisans across Kenya.
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              Quick Links
            </Typography>
            <Stack spacing={0.5}>
              <Link component={RouterLink} to="/shop" sx={linkSx} underline="hover">Shop</Link>
              <Link component={RouterLink} to="/about" sx={linkSx} underline="hover">About Us</Link>
              <Link component={RouterLink} to="/contact" sx={linkSx} underline="hover">Contact</Link>
              <Link component={RouterLink} to="/track" sx={linkSx} underline="hover">Track your order</Link>
              <Link component={RouterLink} to="/wishlist" sx={linkSx} underline="hover">Wishlist</Link>
              <Link component={RouterLink} to="/cart" sx={linkSx} underline="hover">Cart</Link>
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              Policies
            </Typography>
            <Stack spacing={0.5}>
              <Link component={RouterLink} to="/contact#faq" sx={linkSx} underline="hover">Shipping &amp; Delivery</Link>
              <Link component={RouterLink} to="/contact#faq" sx={linkSx} underline="hover">Returns (30 days)</Link>
              <Link component={RouterLink} to="/about" sx={linkSx} underline="hover">Privacy Policy</Link>
              <Link component={RouterLink} to="/about" sx={linkSx} underline="hover">Terms of Service</Link>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              Contact
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.85 }}>{SHOP_CONTACT.address}</Typography>
            {SHOP_CONTACT.phones.map((p) => (
              <Typography key={p} variant="body2" sx={{ opacity: 0.85 }}>{p}</Typography>
            ))}
            <Typography variant="body2" sx={{ opacity: 0.85 }}>{SHOP_CONTACT.emails[1]}</Typography>
          </Grid>
        </Grid>
        <Typography variant="caption" component="p" sx={{ opacity: 0.6, mt: 4, textAlign: 'center' }}>
          © {new Date().getFullYear()} {SHOP_NAME}. Prices in KSh. Payments by M-Pesa, Airtel Money and card.
        </Typography>
      </Container>
    </Box>
  );
}
