import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import InstagramIcon from '@mui/icons-material/Instagram';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { useCategories, useFeaturedFirst } from '../api/queries';
import { NewsletterBox } from '../components/NewsletterBox';
import { ProductGrid } from '../components/ProductGrid';
import { ProductImage } from '../components/ProductImage';
import { pickFeatured } from '../lib/featured';
import { cardImage, shownVariant } from '../lib/products';
import { FOUNDED_YEAR } from '../lib/shopInfo';
import { SHOP_NAME } from '../theme';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';

/** Texts by key (home.why…Title and …Text). */
const WHY = [
  { icon: <LocalShippingOutlinedIcon fontSize="large" />, key: 'whyFree' },
  { icon: <VerifiedOutlinedIcon fontSize="large" />, key: 'whyQuality' },
  { icon: <AutoAwesomeOutlinedIcon fontSize="large" />, key: 'whyCurated' },
];

/** Customers' names and towns as they signed; their words are translated (home.quote…). */
const TESTIMONIALS = [
  { name: 'Wanjiru K.', place: 'Nairobi', quote: 'quote1' },
  { name: 'Brian O.', place: 'Kisumu', quote: 'quote2' },
  { name: 'Amina H.', place: 'Mombasa', quote: 'quote3' },
];

const TILE_COLOURS = ['#8a3b12', '#1f7a5a', '#b5651d', '#3b5b8a'];

function Banner({ title, text, cta, to, colour }: { title: string; text: string; cta: string; to: string; colour: string }) {
  return (
    <Box sx={{ bgcolor: colour, color: '#fff', borderRadius: 3, p: { xs: 3, md: 5 }, my: { xs: 4, md: 6 }, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'center' }, gap: 2 }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        <Typography sx={{ opacity: 0.9 }}>{text}</Typography>
      </Box>
      <Button component={RouterLink} to={to} variant="contained" sx={{ bgcolor: '#fff', color: colour, '&:hover': { bgcolor: '#f6ede3' } }}>
        {cta}
      </Button>
    </Box>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  const products = useFeaturedFirst();
  const categories = useCategories();
  const list = useMemo(() => products.data?.items ?? [], [products.data]);
  const featured = useMemo(() => pickFeatured(list, 4), [list]);
  const thumbnails = useMemo(() => list.filter((p) => cardImage(p, shownVariant(p))).slice(0, 6), [list]);
  const categoryImage = (id: number) => {
    const p = list.find((x) => x.category?.id === id);
    return p ? cardImage(p, shownVariant(p)) : null;
  };

  return (
    <>
      <Box
        component="section"
        aria-label={t('home.welcome')}
        sx={{
          background: 'linear-gradient(120deg, #2b1d14 0%, #8a3b12 60%, #c2692e 100%)',
          color: '#fff',
          py: { xs: 7, md: 12 },
        }}
      >
        <Container maxWidth="lg">
          <Typography variant="overline" sx={{ letterSpacing: 3, opacity: 0.85 }}>
            {t('home.overline')}
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 34, md: 56 }, maxWidth: 700 }}>
            {t('home.heading')}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 560, opacity: 0.9, fontSize: { xs: 16, md: 18 } }}>
            {t('home.intro')}
          </Typography>
          <Button component={RouterLink} to="/shop" variant="contained" size="large" sx={{ mt: 4, bgcolor: '#f2c14e', color: '#2b1d14', '&:hover': { bgcolor: '#e0a21b' } }}>
            {t('home.shopNow')}
          </Button>
        </Container>
      </Box>

      <Container maxWidth="lg">
        <Box component="section" aria-labelledby="why-title" sx={{ py: { xs: 5, md: 7 } }}>
          <Typography id="why-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
            {t('home.why', { shop: SHOP_NAME })}
          </Typography>
          <Grid container spacing={2}>
            {WHY.map((w) => (
              <Grid key={w.key} size={{ xs: 12, md: 4 }}>
                <Card sx={{ p: 3, height: '100%', textAlign: 'center' }}>
                  <Box sx={{ color: 'primary.main' }}>{w.icon}</Box>
                  <Typography variant="h6" component="h3">{t(`home.${w.key}Title`)}</Typography>
                  <Typography color="text.secondary">{t(`home.${w.key}Text`)}</Typography>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>

        <Box component="section" aria-labelledby="cat-title">
          <Typography id="cat-title" variant="h4" component="h2" sx={{ mb: 3 }}>
            {t('home.byCategory')}
          </Typography>
          <Grid container spacing={2}>
            {(categories.data ?? []).map((c, i) => (
              <Grid key={c.id} size={{ xs: 6, md: 3 }}>
                <Box
                  component={RouterLink}
                  to={`/shop?category=${encodeURIComponent(c.name)}`}
                  sx={{ position: 'relative', display: 'block', borderRadius: 3, overflow: 'hidden', aspectRatio: '4 / 3', bgcolor: TILE_COLOURS[i % TILE_COLOURS.length], textDecoration: 'none' }}
                >
                  {categoryImage(c.id) && <ProductImage src={categoryImage(c.id)} alt="" width={400} height={300} sizes="(min-width: 900px) 25vw, 50vw" sx={{ width: '100%', height: '100%', opacity: 0.75 }} />}
                  <Typography
                    component="span"
                    sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'flex-end', p: 2, color: '#fff', fontWeight: 800, fontSize: 20, background: 'linear-gradient(transparent 40%, rgba(0,0,0,.55))' }}
                  >
                    {c.name}
                  </Typography>
                </Box>
              </Grid>
            ))}
          </Grid>
        </Box>

        <Box component="section" aria-labelledby="featured-title" sx={{ py: { xs: 5, md: 7 } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 3 }}>
            <Typography id="featured-title" variant="h4" component="h2" sx={{ fontSize: { xs: 26, md: 34 } }}>
              {t('home.featured')}
            </Typography>
            <Button component={RouterLink} to="/shop" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              {t('home.viewAll')}
            </Button>
          </Stack>
          {products.isError ? (
            <Alert severity="warning">{t('home.loadFailed')}</Alert>
          ) : (
            <ProductGrid products={featured} loading={products.isPending} />
          )}
        </Box>

        <Banner title={t('home.freeBannerTitle')} text={t('home.freeBannerText')} cta={t('home.freeBannerCta')} to="/shop" colour="#1f7a5a" />

        <Grid container spacing={4} component="section" aria-labelledby="story-title" sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography id="story-title" variant="h4" component="h2" gutterBottom>
              {t('home.story')}
            </Typography>
            <Typography color="text.secondary" paragraph>
              {t('home.storyText', { year: FOUNDED_YEAR })}
            </Typography>
            <Button component={RouterLink} to="/about" variant="outlined">
              {t('home.readMore')}
            </Button>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box sx={{ borderRadius: 3, p: 4, background: 'repeating-linear-gradient(45deg, #f2c14e 0 12px, #8a3b12 12px 24px, #1f7a5a 24px 36px)', minHeight: 220 }} aria-hidden="true" />
          </Grid>
        </Grid>

        <Box component="section" aria-labelledby="social-title" sx={{ py: { xs: 5, md: 7 }, textAlign: 'center' }}>
          <Typography id="social-title" variant="h4" component="h2" gutterBottom>
            {t('home.instagram')}
          </Typography>
          <Button href="https://www.instagram.com/" target="_blank" rel="noopener noreferrer" startIcon={<InstagramIcon />} sx={{ mb: 2 }}>
            @kenyancrafts
          </Button>
          <Grid container spacing={1}>
            {thumbnails.map((p) => (
              <Grid key={p.id} size={{ xs: 4, md: 2 }}>
                <Box component={RouterLink} to={`/product/${p.id}`} sx={{ display: 'block' }}>
                  <ProductImage src={cardImage(p, shownVariant(p))} alt={p.name} width={200} height={200} sizes="(min-width: 900px) 16vw, 33vw" sx={{ width: '100%', aspectRatio: '1 / 1', borderRadius: 1 }} />
                </Box>
              </Grid>
            ))}
          </Grid>
        </Box>

        <NewsletterBox />

        <Box component="section" aria-labelledby="testimonials-title">
          <Typography id="testimonials-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
            {t('home.testimonials')}
          </Typography>
          <Grid container spacing={2}>
            {TESTIMONIALS.map((said) => (
              <Grid key={said.name} size={{ xs: 12, md: 4 }}>
                <Card sx={{ p: 3, height: '100%' }}>
                  <Rating value={5} readOnly size="small" />
                  <Typography sx={{ my: 1.5 }}>“{t(`home.${said.quote}`)}”</Typography>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Avatar sx={{ bgcolor: 'secondary.main' }}>{said.name[0]}</Avatar>
                    <Box>
                      <Typography variant="subtitle2">{said.name}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {said.place}
                      </Typography>
                    </Box>
                  </Stack>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>

        <Banner title={t('home.giftTitle')} text={t('home.giftText')} cta={t('home.giftCta')} to="/shop" colour="#8a3b12" />
      </Container>
    </>
  );
}
