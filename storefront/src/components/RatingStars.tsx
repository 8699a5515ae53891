import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/translation';


/**
 * A product's average stars and review count (cards, shop list, product page); nothing at all when it
 * has no approved reviews, so no made-up rating is ever shown.
 */
export function RatingStars({ average, count, size = 'small', showAverage = false }: { average: number | null; count: number; size?: 'small' | 'medium'; showAverage?: boolean }) {
  const { t } = useTranslation();
  if (average === null || count <= 0) return null;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="img" aria-label={t('product.rated', { average: average.toFixed(1), count })}>
      <Rating value={average} precision={0.1} readOnly size={size} aria-hidden />
      <Typography variant="body2" color="text.secondary" aria-hidden>
        {showAverage ? `${average.toFixed(1)} · ` : ''}({count})
      </Typography>
    </Stack>
  );
}
