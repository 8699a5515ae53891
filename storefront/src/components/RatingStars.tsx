import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslation } from '../i18n/translation';

const STARS = [1, 2, 3, 4, 5];

/** Five empty stars (the look of MUI's read-only Rating: its colours and sizes). */
const Stars = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  color: theme.palette.action.disabled,
  fontSize: theme.typography.pxToRem(18),
  '&.medium': { fontSize: theme.typography.pxToRem(24) },
}));

/** The filled stars laid over the empty ones, cut at the average (its width is set per rating). */
const FilledStars = styled('span')({ position: 'absolute', top: 0, left: 0, display: 'inline-flex', overflow: 'hidden', color: '#faaf00' });

/**
 * A product's average stars and review count (cards, shop list, product page); nothing at all when it
 * has no approved reviews, so no made-up rating is ever shown. The stars are filled to the tenth, as MUI's
 * Rating at precision 0.1 shows them, but drawn as two rows of five: that Rating draws ten clipped copies
 * of each star, some 100 elements a rating, too heavy for every card of a server-rendered page.
 */
export function RatingStars({ average, count, size = 'small', showAverage = false }: { average: number | null; count: number; size?: 'small' | 'medium'; showAverage?: boolean }) {
  const { t } = useTranslation();
  if (average === null || count <= 0) return null;
  const filled = `${(Math.round(average * 10) / 10 / STARS.length) * 100}%`;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="img" aria-label={t('product.rated', { average: average.toFixed(1), count })}>
      <Stars className={size} aria-hidden>
        {STARS.map((star) => <StarBorderIcon key={star} fontSize="inherit" />)}
        <FilledStars style={{ width: filled }}>
          {STARS.map((star) => <StarIcon key={star} fontSize="inherit" />)}
        </FilledStars>
      </Stars>
      <Typography variant="body2" color="text.secondary" aria-hidden>
        {showAverage ? `${average.toFixed(1)} · ` : ''}({count})
      </Typography>
    </Stack>
  );
}
