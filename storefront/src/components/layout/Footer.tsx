import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SHOP_CONTACT } from '../../lib/shopInfo';
import { SHOP_NAME } from '../../theme';
import { useTranslation } from '../../i18n/translation';

const linkSx = { color: 'inherit', opacity: 0.85, '&:hover': { opacity: 1 } };

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ bgcolor: '#2b1d14', color: '#f6ede3', mt: 8, pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
              {SHOP_NAME}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.8, mt: 1 }}>
              {t('footer.about')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {t('footer.quickLinks')}
            </Typography>
            <Stack spacing={0.5}>
              <Link component={RouterLink} to="/shop" sx={linkSx} underline="hover">{t('footer.shop')}</Link>
              <Link component={RouterLink} to="/about" sx={linkSx} underline="hover">{t('footer.aboutUs')}</Link>
              <Link component={RouterLink} to="/contact" sx={linkSx} underline="hover">{t('footer.contact')}</Link>
              <Link component={RouterLink} to="/track" sx={linkSx} underline="hover">{t('footer.track')}</Link>
              <Link component={RouterLink} to="/wishlist" sx={linkSx} underline="hover">{t('footer.wishlist')}</Link>
              <Link component={RouterLink} to="/cart" sx={linkSx} underline="hover">{t('footer.cart')}</Link>
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {t('footer.policies')}
            </Typography>
            <Stack spacing={0.5}>
              <Link component={RouterLink} to="/shipping" sx={linkSx} underline="hover">{t('footer.shipping')}</Link>
              <Link component={RouterLink} to="/returns" sx={linkSx} underline="hover">{t('footer.returns')}</Link>
              <Link component={RouterLink} to="/privacy" sx={linkSx} underline="hover">{t('footer.privacy')}</Link>
              <Link component={RouterLink} to="/terms" sx={linkSx} underline="hover">{t('footer.terms')}</Link>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {t('footer.contact')}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.85 }}>{SHOP_CONTACT.address}</Typography>
            {SHOP_CONTACT.phones.map((p) => (
              <Typography key={p} variant="body2" sx={{ opacity: 0.85 }}>{p}</Typography>
            ))}
            <Typography variant="body2" sx={{ opacity: 0.85 }}>{SHOP_CONTACT.emails[1]}</Typography>
          </Grid>
        </Grid>
        <Typography variant="caption" component="p" sx={{ opacity: 0.6, mt: 4, textAlign: 'center' }}>
          {t('footer.note', { year: new Date().getFullYear(), shop: SHOP_NAME })}
        </Typography>
      </Container>
    </Box>
  );
}
