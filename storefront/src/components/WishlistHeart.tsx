import { IconButton } from '../ui/IconButton';
import { FavoriteBorderIcon, FavoriteIcon } from '../ui/icons';
import { cx } from '../ui/classNames';
import { useWishlist } from '../state/Wishlist';
import { useTranslation } from '../i18n/translation';
import styles from './WishlistHeart.module.css';

/** Local-only wishlist toggle; `className` places it (over a card's picture, beside a product's name). */
export function WishlistHeart({ productId, className }: { productId: number; className?: string }) {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const on = wishlist.has(productId);
  return (
    <IconButton
      label={on ? t('product.removeFromWishlist') : t('product.addToWishlist')}
      aria-pressed={on}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        wishlist.toggle(productId);
      }}
      className={cx(styles.heart, className)}
      size="small"
    >
      {on ? <FavoriteIcon fontSize="small" className={styles.on} /> : <FavoriteBorderIcon fontSize="small" />}
    </IconButton>
  );
}
