import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { pathId } from '../api/endpoints';
import { useProduct } from '../api/queries';
import type { Variant } from '@shop/api-client';
import { BelowTheFold } from '../components/BelowTheFold';
import { PageLoading } from '../components/PageLoading';
import { Price } from '../components/Price';
import { ProductGallery } from '../components/ProductGallery';
import { RatingStars } from '../components/RatingStars';
import { WishlistHeart } from '../components/WishlistHeart';
import { lineTotal } from '../lib/money';
import {
  activeVariants,
  galleryImages,
  quantityOptions,
  shownVariant,
  variantLabel,
  WRITE_REVIEW,
} from '../lib/products';
import { usePageTitle } from '../lib/usePageTitle';
import { useCart } from '../state/Cart';
import { useTranslation } from '../i18n/translation';

/**
 * The Reviews tab's code (the review form with MUI's Rating and TextField) loads apart from the page's: the page
 * opens on the Description tab, so it is neither evaluated nor hydrated before the page answers. Fetched once
 * the page is up, it is there by the time the tab is chosen.
 */
const loadReviews = () => import('../components/ProductReviews');
const ProductReviews = lazy(() => loadReviews().then((m) => ({ default: m.ProductReviews })));

export default function ProductPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const productId = pathId(id);
  const { data: product, isPending, isError } = useProduct(productId);
  const { add } = useCart();
  const [variantId, setVariantId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [imageIndex, setImageIndex] = useState(0);
  const [tab, setTab] = useState(0);
  const [busy, setBusy] = useState(false);
  usePageTitle(product?.name ?? (isPending && productId !== null ? t('product.loading') : t('product.notFound')));

  const variants = useMemo(() => (product ? activeVariants(product) : []), [product]);
  const variant: Variant | undefined = useMemo(
    () => variants.find((v) => v.id === variantId) ?? (product ? shownVariant(product) : undefined),
    [variants, variantId, product],
  );

  useEffect(() => void loadReviews(), []);

  // Arriving at the review form (#write-review) opens the Reviews tab; after hydration, as the server never sees the hash.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${WRITE_REVIEW}`) setTab(1);
  }, [hash]);

  // A new product starts on its default variant.
  useEffect(() => {
    setVariantId(null);
    setQuantity(1);
    setImageIndex(0);
  }, [id]);

  if (isPending && productId !== null) return <PageLoading label={t('product.loading')} />;
  if (isError || !product) {
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('product.notFound')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('product.notFoundText')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/shop">
          {t('common.backToShop')}
        </Button>
      </Container>
    );
  }

  const images = galleryImages(product, variant);
  const stock = variant?.stock ?? 0;
  const options = quantityOptions(stock);
  const discount = variant?.discount_percent ?? null;
  const outOfStock = !variant || stock <= 0;

  const pickVariant = (v: Variant) => {
    setVariantId(v.id);
    setQuantity(1);
    setImageIndex(0);
  };

  const addToCart = async (thenGoToCart: boolean) => {
    if (!variant || outOfStock) return;
    setBusy(true);
    try {
      const ok = await add(product, variant, quantity);
      if (ok && thenGoToCart) navigate('/cart');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Breadcrumbs sx={{ mb: 2 }} aria-label={t('product.breadcrumb')}>
        <Link component={RouterLink} to="/" underline="hover" color="inherit">
          {t('product.home')}
        </Link>
        <Link component={RouterLink} to="/shop" underline="hover" color="inherit">
          {t('product.shop')}
        </Link>
        <Typography color="text.primary">{product.name}</Typography>
      </Breadcrumbs>

      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductGallery
            images={images}
            shown={imageIndex}
            onShow={setImageIndex}
            alt={variant?.images[imageIndex]?.alt_text || product.name}
            discount={discount}
          />
        </Grid>

        <Grid size={{ xs: 12, md: 6 }}>
          {product.category && (
            <Chip
              label={product.category.name}
              component={RouterLink}
              to={`/shop?category=${encodeURIComponent(product.category.name)}`}
              clickable
              size="small"
              color="secondary"
              variant="outlined"
            />
          )}
          <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mt: 1 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
              {product.name}
            </Typography>
            <WishlistHeart productId={product.id} sx={{ border: '1px solid #eadfd3', mt: 0.5 }} />
          </Stack>
          <RatingStars average={product.rating_average} count={product.rating_count} showAverage />
          {product.description && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {product.description}
            </Typography>
          )}

          <Box sx={{ my: 2 }}>
            {variant ? (
              <Price price={lineTotal(variant.price, quantity)} old={variant.old_price !== null ? lineTotal(variant.old_price, quantity) : null} size="lg" />
            ) : (
              <Typography color="text.secondary">{t('product.unavailable')}</Typography>
            )}
            {variant && (
              <Typography variant="body2" sx={{ mt: 0.5 }} color={outOfStock ? 'error' : stock < 10 ? 'warning.dark' : 'secondary.main'}>
                {outOfStock ? t('common.outOfStock') : stock < 10 ? t('product.onlyLeft', { count: stock }) : t('product.inStock')}
              </Typography>
            )}
          </Box>

          {(variants.length > 1 || (variants[0]?.attributes.length ?? 0) > 0) && (
            <Box sx={{ mb: 2 }}>
              <Typography variant="subtitle2" gutterBottom>
                {t('product.options')}
              </Typography>
              <ToggleButtonGroup
                exclusive
                value={variant?.id ?? null}
                onChange={(_, value: number | null) => {
                  const v = variants.find((x) => x.id === value);
                  if (v) pickVariant(v);
                }}
                aria-label={t('product.variant')}
                sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButton-root': { border: '1px solid #d8c7b6 !important', borderRadius: '8px !important' } }}
              >
                {variants.map((v) => (
                  <ToggleButton key={v.id} value={v.id} size="small" sx={{ opacity: v.stock > 0 ? 1 : 0.55 }}>
                    {variantLabel(v)}
                    {v.stock <= 0 ? t('product.soldOut') : ''}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Box>
          )}

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <FormControl size="small" sx={{ minWidth: 100 }} disabled={outOfStock}>
              <InputLabel id="qty-label">{t('product.quantity')}</InputLabel>
              <Select
                labelId="qty-label"
                label={t('product.quantity')}
                value={outOfStock ? '' : quantity}
                onChange={(e) => setQuantity(Number(e.target.value))}
              >
                {options.map((n) => (
                  <MenuItem key={n} value={n}>
                    {n}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <Button variant="contained" size="large" disabled={outOfStock || busy} onClick={() => addToCart(false)}>
              {t('common.addToCart')}
            </Button>
            <Button variant="outlined" size="large" disabled={outOfStock || busy} onClick={() => addToCart(true)}>
              {t('product.buyNow')}
            </Button>
          </Stack>

          <Grid container spacing={1.5} sx={{ mt: 3 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <LocalShippingOutlinedIcon color="primary" />
                <Box>
                  <Typography variant="subtitle2">{t('product.freeDelivery')}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('product.freeDeliveryText')}
                  </Typography>
                </Box>
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <VerifiedOutlinedIcon color="primary" />
                <Box>
                  <Typography variant="subtitle2">{t('product.guarantee')}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('product.guaranteeText')}
                  </Typography>
                </Box>
              </Paper>
            </Grid>
          </Grid>
        </Grid>
      </Grid>

      <BelowTheFold>
        <Box sx={{ mt: 5 }}>
          <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="scrollable" allowScrollButtonsMobile>
            <Tab label={t('product.description')} />
            <Tab label={t('product.reviewsTab', { count: product.rating_count })} />
            <Tab label={t('product.shippingTab')} />
          </Tabs>
          <Box sx={{ py: 3 }} role="tabpanel">
            {tab === 0 && <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description || t('product.noDescription')}</Typography>}
            {tab === 1 && (
              <Suspense fallback={<Typography color="text.secondary">{t('reviews.loading')}</Typography>}>
                <ProductReviews product={product} />
              </Suspense>
            )}
            {tab === 2 && (
              <Stack spacing={1}>
                <Typography>
                  <strong>{t('product.standard')}</strong> {t('product.standardText')}
                </Typography>
                <Typography>
                  <strong>{t('product.express')}</strong> {t('product.expressText')}
                </Typography>
                <Typography>
                  <strong>{t('product.free')}</strong> {t('product.freeText')}
                </Typography>
              </Stack>
            )}
          </Box>
        </Box>
      </BelowTheFold>
    </Container>
  );
}
