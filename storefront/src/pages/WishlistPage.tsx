import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { FavoriteBorderIcon } from '../ui/icons';
import styles from './WishlistPage.module.css';

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
    <Container className={styles.page}>
      <h1 className="h4 gutter-bottom">{t('wishlist.title')}</h1>
      {wishlist.ids.length === 0 ? (
        <div className={styles.empty}>
          <FavoriteBorderIcon fontSize="inherit" className={styles.emptyIcon} />
          <h2 className={`h5 ${styles.emptyTitle}`}>{t('wishlist.empty')}</h2>
          <p className={`text-muted ${styles.emptyText}`}>{t('wishlist.emptyText')}</p>
          <Button variant="contained" to="/shop">
            {t('wishlist.browse')}
          </Button>
        </div>
      ) : loading && items.length === 0 ? (
        <PageLoading label={t('wishlist.loading')} />
      ) : (
        <>
          <div className={styles.actions}>
            <Button variant="outlined" color="error" onClick={() => wishlist.clear()}>
              {t('wishlist.clear')}
            </Button>
            <Button variant="contained" onClick={addAll} disabled={adding || items.length === 0}>
              {t('wishlist.addAll')}
            </Button>
          </div>
          <ul className={styles.grid}>
            {items.map((p) => (
              <li key={p.id} className={styles.item}>
                <ProductCard product={p} />
                <Button size="small" color="error" fullWidth onClick={() => wishlist.remove(p.id)}>
                  {t('wishlist.remove')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}

      {suggestions.length > 0 && (
        <section aria-labelledby="suggest-title" className={styles.suggestions}>
          <h2 id="suggest-title" className={`h5 ${styles.suggestionsTitle}`}>
            {t('wishlist.suggestions')}
          </h2>
          <ProductGrid products={suggestions} />
        </section>
      )}
    </Container>
  );
}
