import IconButton from '@mui/material/IconButton';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { SxProps, Theme } from '@mui/material/styles';
import { useWishlist } from '../state/Wishlist';
import { useTranslation } from '../i18n/translation';

/** Local-only wishlist toggle. */
export function WishlistHeart({ productId, sx }: { productId: number; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const on = wishlist.has(productId);
  return (
    <IconButton
      aria-label={on ? t('product.removeFromWishlist') : t('product.addToWishlist')}
      aria-pressed={on}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        wishlist.toggle(productId);
      }}
      sx={{ bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' }, ...sx }}
      size="small"
    >
      {on ? <FavoriteIcon color="error" fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
    </IconButton>
  );
}
