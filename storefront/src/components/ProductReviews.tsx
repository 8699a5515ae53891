import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, errorMessage, joinedFieldErrors, type MyReview, type MyReviewState, type Product, type Review } from '@shop/api-client';
import { reviewApi } from '../api/endpoints';
import { useMyReview, useReviewPages } from '../api/queries';
import { useAuth } from '../state/Auth';
import { RatingStars } from './RatingStars';
import { BELOW_STICKY_HEADER } from './layout/Header';
import { WRITE_REVIEW } from '../lib/products';
import { SHOP_NAME } from '../theme';
import { useFormats } from '../i18n/format';
import { useTranslation } from '../i18n/translation';

const TITLE_MAX = 100;
const TEXT_MAX = 2000;

/** One approved review: plain text only (React escapes it; addresses are never made links). */
function ReviewCard({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  return (
    <Box component="article" aria-label={t('reviews.by', { author: review.author })} sx={{ py: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Rating value={review.rating} readOnly size="small" aria-label={t('reviews.stars', { rating: review.rating })} />
        {review.title && (
          <Typography variant="subtitle2" component="h3">
            {review.title}
          </Typography>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {review.author} · {t('reviews.verified')} · {date(review.created_at)}
      </Typography>
      {review.text && <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Typography>}
      {review.reply && (
        <Paper variant="outlined" sx={{ mt: 1.5, p: 1.5, bgcolor: '#faf5ef' }}>
          <Typography variant="subtitle2">{t('reviews.reply', { shop: SHOP_NAME })}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply}
          </Typography>
        </Paper>
      )}
    </Box>
  );
}

interface Draft {
  rating: number | null;
  title: string;
  text: string;
}

/** The buyer's form: a new review, or an edit of theirs (which waits for approval again). */
function ReviewForm({ productId, mine, onDone }: { productId: number; mine: MyReview | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({ rating: mine?.rating ?? null, title: mine?.title ?? '', text: mine?.text ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (draft.rating === null) {
      setErrors({ rating: t('reviews.chooseRating') });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const review = { rating: draft.rating, title: draft.title, text: draft.text };
      await (mine ? reviewApi.update(productId, review) : reviewApi.create(productId, review));
      await queryClient.invalidateQueries({ queryKey: ['review-mine', productId] });
      onDone();
    } catch (err) {
      // Field errors show under their fields; anything else (a refusal, no connection) above the button.
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) setErrors(joinedFieldErrors(err.fieldErrors));
      else setFailure(errorMessage(err, t('reviews.sendFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper component="form" variant="outlined" onSubmit={submit} noValidate sx={{ p: 2 }} aria-label={mine ? t('reviews.edit') : t('reviews.write')}>
      <Stack spacing={2}>
        <Box>
          <Typography component="legend" variant="subtitle2">
            {t('reviews.yourRating')}
          </Typography>
          <Rating name="rating" value={draft.rating} onChange={(_, rating) => setDraft((d) => ({ ...d, rating: Number.isInteger(rating) ? rating : null }))} size="large" />
          {errors.rating && (
            <Typography variant="caption" color="error" display="block">
              {errors.rating}
            </Typography>
          )}
        </Box>
        <TextField
          label={t('reviews.titleOptional')}
          value={draft.title}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
          slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
          error={!!errors.title}
          helperText={errors.title}
          fullWidth
        />
        <TextField
          label={t('reviews.textOptional')}
          value={draft.text}
          onChange={(e) => setDraft((d) => ({ ...d, text: e.target.value }))}
          slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
          error={!!errors.text}
          helperText={errors.text ?? `${draft.text.length}/${TEXT_MAX}`}
          multiline
          minRows={4}
          fullWidth
        />
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={sending}>
            {mine ? t('reviews.saveChanges') : t('reviews.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** A signed-in shopper's part: the form (open), their review and its status, the button, or why they may not review. */
function ReviewInvite({ productId, state, open, onOpen, onDone }: { productId: number; state: MyReviewState; open: boolean; onOpen: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  if (open && (state.review || state.can_review)) return <ReviewForm productId={productId} mine={state.review} onDone={onDone} />;
  if (state.review) {
    return (
      <Alert severity="info" action={<Button color="inherit" size="small" onClick={onOpen}>{t('reviews.edit')}</Button>}>
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
    <Typography variant="body2" color="text.secondary">
      {state.reason}
    </Typography>
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
  // thanks, which replaces a taller form and would otherwise sit above the screen or under the header.
  const arrived = location.hash === `#${WRITE_REVIEW}` && ready;
  useEffect(() => {
    if (arrived) section.current?.scrollIntoView({ block: 'start' });
  }, [arrived]);
  useEffect(() => {
    if (thanked) section.current?.scrollIntoView({ block: 'nearest' });
  }, [thanked]);

  return (
    <Box id={WRITE_REVIEW} ref={section} sx={{ scrollMarginTop: BELOW_STICKY_HEADER, '&:empty': { display: 'none' } }}>
      {!user ? (
        <Typography variant="body2" color="text.secondary">
          <RouterLink to={`/account/login?next=${encodeURIComponent(location.pathname)}`}>{t('reviews.logIn')}</RouterLink>{t('reviews.toReview')}
        </Typography>
      ) : thanked ? (
        <Alert severity="success">{t('reviews.thanks')}</Alert>
      ) : (
        state && <ReviewInvite productId={productId} state={state} open={open} onOpen={() => setOpen(true)} onDone={done} />
      )}
    </Box>
  );
}

/** The product page's Reviews tab: the real average and count, approved reviews newest first ('Show more'), and the buyer's form. */
export function ProductReviews({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { data, isPending, isError, fetchNextPage, hasNextPage, isFetchingNextPage } = useReviewPages(product.id);
  const reviews = data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack spacing={2}>
      {product.rating_average !== null && product.rating_count > 0 ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="p">
            {product.rating_average.toFixed(1)}
          </Typography>
          <Box>
            <RatingStars average={product.rating_average} count={product.rating_count} size="medium" />
            <Typography variant="body2" color="text.secondary">
              {t('reviews.basedOn', { count: product.rating_count })}
            </Typography>
          </Box>
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('reviews.none')}</Typography>
      )}
      <WriteReview productId={product.id} />
      {isError && <Alert severity="error">{t('reviews.loadFailed')}</Alert>}
      {isPending && product.rating_count > 0 && <Typography color="text.secondary">{t('reviews.loading')}</Typography>}
      {reviews.length > 0 && (
        <Box>
          {reviews.map((review, index) => (
            <Box key={review.id}>
              {index > 0 && <Divider />}
              <ReviewCard review={review} />
            </Box>
          ))}
        </Box>
      )}
      {hasNextPage && (
        <Box>
          <Button variant="text" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {t('reviews.showMore')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
