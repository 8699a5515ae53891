import type { CSSProperties } from 'react';
import { StarBorderIcon, StarIcon } from '../ui/icons';
import { cx } from '../ui/classNames';
import { useTranslation } from '../i18n/translation';
import styles from './RatingStars.module.css';

const STARS = [1, 2, 3, 4, 5];

/**
 * Five stars filled to `value` (to the tenth, as MUI's read-only Rating at precision 0.1 showed them): a row of
 * filled stars laid over the empty ones and cut at the value, its one dynamic style a custom property. Named
 * by `label` as an image, or hidden when the text beside it says the rating.
 */
export function Stars({ value, label, size = 'small' }: { value: number; label?: string; size?: 'small' | 'medium' }) {
  const filled = { '--filled': `${(Math.round(value * 10) / 10 / STARS.length) * 100}%` } as CSSProperties;
  return (
    <span className={cx(styles.stars, size === 'medium' && styles.medium)} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      {STARS.map((star) => <StarBorderIcon key={star} fontSize="inherit" />)}
      <span className={styles.filled} style={filled}>
        {STARS.map((star) => <StarIcon key={star} fontSize="inherit" />)}
      </span>
    </span>
  );
}

/**
 * A product's average stars and review count (cards, shop list, product page); nothing at all when it
 * has no approved reviews, so no made-up rating is ever shown.
 */
export function RatingStars({ average, count, size = 'small', showAverage = false }: { average: number | null; count: number; size?: 'small' | 'medium'; showAverage?: boolean }) {
  const { t } = useTranslation();
  if (average === null || count <= 0) return null;
  return (
    <span className={styles.rating} role="img" aria-label={t('product.rated', { average: average.toFixed(1), count })}>
      <Stars value={average} size={size} />
      <span className="body2 text-muted" aria-hidden="true">
        {showAverage ? `${average.toFixed(1)} · ` : ''}({count})
      </span>
    </span>
  );
}
