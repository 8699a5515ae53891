import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { MyReviewState, Product, Review } from '@shop/api-client';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Divider } from '../ui/Divider';
import { cx } from '../ui/classNames';
import { useMyReview, useReviewPages } from '../api/queries';
import { useAuth } from '../state/Auth';
import { RatingStars, Stars } from './RatingStars';
import { WRITE_REVIEW } from '../lib/products';
import { SHOP_NAME } from '../lib/shop';
import { useFormats } from '../i18n/format';
import { useTranslation } from '../i18n/translation';
import styles from './ProductReviews.module.css';

/** The buyer's form loads when they open it: most shoppers read reviews and never write one. */
const ReviewForm = lazy(() => import('./ReviewForm').then((m) => ({ default: m.ReviewForm })));

/** One approved review: plain text only (React escapes it; addresses are never made links). */
function ReviewCard({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  return (
    <article aria-label={t('reviews.by', { author: review.author })} className={styles.review}>
      <div className={styles.reviewHead}>
        <Stars value={review.rating} label={t('reviews.stars', { rating: review.rating })} />
        {review.title && <h3 className={styles.reviewTitle}>{review.title}</h3>}
      </div>
      <span className="caption text-muted">
        {review.author} · {t('reviews.verified')} · {date(review.created_at)}
      </span>
      {review.text && <p className={cx(styles.text, styles.reviewText)}>{review.text}</p>}
      {review.reply && (
        <div className={styles.reply}>
          <p className={styles.label}>{t('reviews.reply', { shop: SHOP_NAME })}</p>
          <p className={cx('body2', styles.text)}>{review.reply}</p>
        </div>
      )}
    </article>
  );
}

/** A signed-in shopper's part: the form (open), their review and its status, the button, or why they may not review. */
function ReviewInvite({ productId, state, open, onOpen, onDone }: { productId: number; state: MyReviewState; open: boolean; onOpen: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  if (open && (state.review || state.can_review)) {
    return (
      <Suspense fallback={<p className="text-muted">{t('common.loading')}</p>}>
        <ReviewForm productId={productId} mine={state.review} onDone={onDone} />
      </Suspense>
    );
  }
  if (state.review) {
    return (
      <Alert severity="info" role="none" action={<Button color="inherit" size="small" onClick={onOpen}>{t('reviews.edit')}</Button>}>
        {t('reviews.youRated', { rating: state.review.rating })} {t(`reviews.status.${state.review.status}`)}
      </Alert>
    );
  }
  if (state.can_review) {
    return (
      <Button variant="outlined" onClick={onOpen}>
        {t('reviews.write')}
      </Button>
    );
  }
  return (
    <p className="body2 text-muted">{state.reason}</p>
  );
}

/** Who may write: a signed-in buyer of a completed order (the API says so); others are told why not. */
function WriteReview({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const location = useLocation();
  const { data: state } = useMyReview(productId, user?.id ?? null);
  // A buyer who followed a "Review" link (#write-review) finds the form open.
  const [open, setOpen] = useState(() => location.hash === `#${WRITE_REVIEW}`);
  const [thanked, setThanked] = useState(false);
  const section = useRef<HTMLDivElement>(null);
  const done = () => {
    setOpen(false);
    setThanked(true);
  };
  const ready = !user || state !== undefined;

  // Into view, below the sticky header: the section a "Review" link names once it has its content, and the
  // thanks, which replaces a taller form and would otherwise sit above the screen or under the header. The section
  // in an effect, once the page around it has settled (scrolled in a layout effect, before the first paint, the form
  // ended up out of view in the browser test); the thanks before the browser paints, so it never shows out of place.
  const arrived = location.hash === `#${WRITE_REVIEW}` && ready;
  useEffect(() => {
    if (arrived) section.current?.scrollIntoView({ block: 'start' });
  }, [arrived]);
  useLayoutEffect(() => {
    if (thanked) section.current?.scrollIntoView({ block: 'nearest' });
  }, [thanked]);

  return (
    <div id={WRITE_REVIEW} ref={section} className={styles.write}>
      {!user ? (
        <p className="body2 text-muted">
          <RouterLink to={`/account/login?next=${encodeURIComponent(location.pathname)}`}>{t('reviews.logIn')}</RouterLink>{t('reviews.toReview')}
        </p>
      ) : thanked ? (
        <Alert severity="success">{t('reviews.thanks')}</Alert>
      ) : (
        state && <ReviewInvite productId={productId} state={state} open={open} onOpen={() => setOpen(true)} onDone={done} />
      )}
    </div>
  );
}

/** The product page's Reviews tab: the real average and count, approved reviews newest first ('Show more'), and the buyer's form. */
export function ProductReviews({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { data, isPending, isError, fetchNextPage, hasNextPage, isFetchingNextPage } = useReviewPages(product.id);
  const reviews = data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="stack">
      {product.rating_average !== null && product.rating_count > 0 ? (
        <div className={styles.summary}>
          <p className="h4">{product.rating_average.toFixed(1)}</p>
          <div>
            <RatingStars average={product.rating_average} count={product.rating_count} size="medium" />
            <p className="body2 text-muted">{t('reviews.basedOn', { count: product.rating_count })}</p>
          </div>
        </div>
      ) : (
        <p className="text-muted">{t('reviews.none')}</p>
      )}
      <WriteReview productId={product.id} />
      {isError && <Alert severity="error">{t('reviews.loadFailed')}</Alert>}
      {isPending && product.rating_count > 0 && <p className="text-muted">{t('reviews.loading')}</p>}
      {reviews.length > 0 && (
        <div>
          {reviews.map((review, index) => (
            <div key={review.id}>
              {index > 0 && <Divider />}
              <ReviewCard review={review} />
            </div>
          ))}
        </div>
      )}
      {hasNextPage && (
        <div>
          <Button variant="text" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {t('reviews.showMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
