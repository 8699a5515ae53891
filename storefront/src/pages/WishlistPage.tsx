import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { catalogApi } from '../api/endpoints';
import { useFeaturedFirst } from '../api/queries';
import type { Product } from '@shop/api-client';
import { PageLoading } from '../components/PageLoading';
import { ProductCard } from '../components/ProductCard';
import { ProductGrid } from '../components/ProductGrid';
import { pickFeatured } from '../lib/featured';
import { shownVariant } from '../lib/products';
import { useCart } from '../state/Cart';
import { useToast } from '../state/Toasts';
import { useWishlist } from '../state/Wishlist';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';

export default function WishlistPage() {
  const { t } = useTranslation();
  usePageTitle(t('wishlist.title'));
  const wishlist = useWishlist();
  const { add } = useCart();
  const notify = useToast();
  const [adding, setAdding] = useState(false);
  // One list call for every saved product (the API's `id` filter), not one call each.
  const saved = useQuery({
    queryKey: ['products', 'wishlist', wishlist.ids],
    queryFn: ({ signal }) =>
      catalogApi.products({ filter: JSON.stringify({ id: wishlist.ids }), range: JSON.stringify([0, Math.max(0, wishlist.ids.length - 1)]) }, signal),
    enabled: wishlist.ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => {
    const byId = new Map((saved.data?.items ?? []).map((p) => [p.id, p]));
    return wishlist.ids.map((id) => byId.get(id)).filter((p): p is Product => !!p);
  }, [saved.data, wishlist.ids]);
  const loading = saved.isPending && wishlist.ids.length > 0;

  // Products no longer sold leave the wishlist by themselves.
  const { remove } = wishlist;
  const goneKey = saved.isSuccess && !saved.isPlaceholderData
    ? wishlist.ids.filter((id) => !saved.data.items.some((p) => p.id === id)).join(',')
    : '';
  useEffect(() => {
    if (goneKey) goneKey.split(',').forEach((id) => remove(Number(id)));
  }, [goneKey, remove]);

  const catalog = useFeaturedFirst();
  const suggestions = useMemo(
    () => pickFeatured(catalog.data?.items ?? [], 4, wishlist.ids),
    [catalog.data, wishlist.ids],
  );

  const addAll = async () => {
    setAdding(true);
    let added = 0;
    for (const p of items) {
      const v = shownVariant(p);
      if (v && v.stock > 0 && (await add(p, v, 1))) added += 1;
    }
    setAdding(false);
    const skipped = items.length - added;
    notify(`${t('wishlist.added', { count: added })}${skipped ? t('wishlist.soldOut', { count: skipped }) : ''}`, { severity: added ? 'success' : 'warning' });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('wishlist.title')}
      </Typography>
      {wishlist.ids.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <FavoriteBorderIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
          <Typography variant="h5" sx={{ mt: 1 }}>
            {t('wishlist.empty')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('wishlist.emptyText')}
          </Typography>
          <Button variant="contained" component={RouterLink} to="/shop">
            {t('wishlist.browse')}
          </Button>
        </Box>
      ) : loading && items.length === 0 ? (
        <PageLoading label={t('wishlist.loading')} />
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ mb: 2, justifyContent: 'flex-end' }}>
            <Button variant="outlined" color="error" onClick={() => wishlist.clear()}>
              {t('wishlist.clear')}
            </Button>
            <Button variant="contained" onClick={addAll} disabled={adding || items.length === 0}>
              {t('wishlist.addAll')}
            </Button>
          </Stack>
          <Grid container spacing={2}>
            {items.map((p) => (
              <Grid key={p.id} size={{ xs: 6, md: 3 }}>
                <ProductCard product={p} />
                <Button size="small" color="error" fullWidth onClick={() => wishlist.remove(p.id)} sx={{ mt: 0.5 }}>
                  {t('wishlist.remove')}
                </Button>
              </Grid>
            ))}
          </Grid>
        </>
      )}

      {suggestions.length > 0 && (
        <Box component="section" aria-labelledby="suggest-title" sx={{ mt: 6 }}>
          <Typography id="suggest-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('wishlist.suggestions')}
          </Typography>
          <ProductGrid products={suggestions} />
        </Box>
      )}
    </Container>
  );
}
