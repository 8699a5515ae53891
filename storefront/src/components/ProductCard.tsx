import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import type { Product } from '@shop/api-client';
import { cardImage, shownVariant } from '../lib/products';
import { useCart } from '../state/Cart';
import { Price } from './Price';
import { RatingStars } from './RatingStars';
import { ProductImage } from './ProductImage';
import { WishlistHeart } from './WishlistHeart';
import { useTranslation } from '../i18n/translation';

/** Cards on a phone's first screen (two rows of two): their pictures load first, as the page's largest paint. */
export const FIRST_SCREEN_CARDS = 4;

/** `priority`: a card on the page's first screen, whose picture is fetched at once rather than lazily. */
export function ProductCard({ product, layout = 'grid', priority }: { product: Product; layout?: 'grid' | 'list'; priority?: boolean }) {
  const { t } = useTranslation();
  const { add } = useCart();
  const [busy, setBusy] = useState(false);
  const variant = shownVariant(product);
  const discount = variant?.discount_percent ?? null;
  const outOfStock = !variant || variant.stock <= 0;
  const href = `/product/${product.id}`;
  const list = layout === 'list';

  const addToCart = async () => {
    if (!variant || outOfStock) return;
    setBusy(true);
    try {
      await add(product, variant, 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      component="article"
      aria-label={product.name}
      sx={{ display: 'flex', flexDirection: list ? { xs: 'column', sm: 'row' } : 'column', height: '100%', position: 'relative' }}
    >
      <Box
        component={RouterLink}
        to={href}
        sx={{ position: 'relative', display: 'block', width: list ? { xs: '100%', sm: 220 } : '100%', flexShrink: 0 }}
      >
        <ProductImage src={cardImage(product, variant)} alt={product.name} priority={priority} width={400} height={400} sizes="(min-width: 1200px) 300px, (min-width: 600px) 33vw, 50vw" sx={{ width: '100%', aspectRatio: '1 / 1' }} />
        {discount !== null && (
          <Chip label={t('product.discount', { percent: discount })} color="error" size="small" sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }} />
        )}
        {outOfStock && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              bgcolor: 'rgba(43,29,20,0.55)',
              color: '#fff',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontWeight: 800,
              letterSpacing: 1,
            }}
          >
            {t('common.outOfStock')}
          </Box>
        )}
      </Box>
      <WishlistHeart productId={product.id} sx={{ position: 'absolute', top: 8, right: 8 }} />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        {product.category && (
          <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 1 }}>
            {product.category.name}
          </Typography>
        )}
        <Typography
          component={RouterLink}
          to={href}
          variant="subtitle1"
          sx={{ fontWeight: 700, color: 'text.primary', textDecoration: 'none', lineHeight: 1.3, '&:hover': { color: 'primary.main' } }}
        >
          {product.name}
        </Typography>
        {list && product.description && (
          <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {product.description}
          </Typography>
        )}
        <RatingStars average={product.rating_average} count={product.rating_count} />
        {variant && <Price price={variant.price} old={variant.old_price} />}
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<AddShoppingCartIcon />}
          disabled={outOfStock || busy}
          onClick={addToCart}
          fullWidth={!list}
          sx={{
            alignSelf: list ? 'flex-start' : 'stretch',
            whiteSpace: 'nowrap',
            // Two cards side by side on a phone leave no room for the icon.
            '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
          }}
        >
          {outOfStock ? t('common.outOfStock') : t('common.addToCart')}
        </Button>
      </Box>
    </Card>
  );
}
