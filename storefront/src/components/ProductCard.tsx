import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Chip } from '../ui/Chip';
import { cx } from '../ui/classNames';
import { AddShoppingCartIcon } from '../ui/icons';
import type { Product } from '@shop/api-client';
import { cardImage, shownVariant } from '../lib/products';
import { useCart } from '../state/Cart';
import { Price } from './Price';
import { RatingStars } from './RatingStars';
import { ProductImage } from './ProductImage';
import { WishlistHeart } from './WishlistHeart';
import { useTranslation } from '../i18n/translation';
import styles from './ProductCard.module.css';

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
    <Card as="article" aria-label={product.name} className={cx(styles.card, list && styles.list)}>
      <RouterLink to={href} className={styles.picture}>
        <ProductImage src={cardImage(product, variant)} alt={product.name} priority={priority} width={400} height={400} sizes="(min-width: 1200px) 300px, (min-width: 600px) 33vw, 50vw" className={styles.image} />
        {discount !== null && <Chip label={t('product.discount', { percent: discount })} color="error" size="small" className={styles.discount} />}
        {outOfStock && <span className={styles.soldOut}>{t('common.outOfStock')}</span>}
      </RouterLink>
      <WishlistHeart productId={product.id} className={styles.heart} />
      <div className={styles.body}>
        {product.category && <span className={cx('caption', 'text-muted', styles.category)}>{product.category.name}</span>}
        <RouterLink to={href} className={styles.name}>
          {product.name}
        </RouterLink>
        {list && product.description && <p className={cx('body2', 'text-muted', styles.description)}>{product.description}</p>}
        <RatingStars average={product.rating_average} count={product.rating_count} />
        {variant && <Price price={variant.price} old={variant.old_price} />}
        <Button variant="contained" startIcon={<AddShoppingCartIcon />} disabled={outOfStock || busy} onClick={addToCart} fullWidth={!list} className={styles.add}>
          {outOfStock ? t('common.outOfStock') : t('common.addToCart')}
        </Button>
      </div>
    </Card>
  );
}
