import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage, joinedFieldErrors, type MyReview } from '@shop/api-client';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { RatingInput } from '../ui/RatingInput';
import { TextField } from '../ui/TextField';
import { reviewApi } from '../api/endpoints';
import { useTranslation } from '../i18n/translation';
import styles from './ReviewForm.module.css';

const TITLE_MAX = 100;
const TEXT_MAX = 2000;

interface Draft {
  rating: number | null;
  title: string;
  text: string;
}

/** The buyer's form: a new review, or an edit of theirs (which waits for approval again). */
export function ReviewForm({ productId, mine, onDone }: { productId: number; mine: MyReview | null; onDone: () => void }) {
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
    <Card className={styles.form}>
      <form onSubmit={submit} noValidate className="stack" aria-label={mine ? t('reviews.edit') : t('reviews.write')}>
        <RatingInput
          label={t('reviews.yourRating')}
          name="rating"
          value={draft.rating}
          onChange={(rating) => setDraft((d) => ({ ...d, rating }))}
          starLabel={(rating) => t('reviews.stars', { rating })}
          error={errors.rating}
        />
        <TextField
          label={t('reviews.titleOptional')}
          value={draft.title}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
          inputProps={{ maxLength: TITLE_MAX }}
          error={!!errors.title}
          helperText={errors.title}
        />
        <TextField
          label={t('reviews.textOptional')}
          value={draft.text}
          onChange={(e) => setDraft((d) => ({ ...d, text: e.target.value }))}
          inputProps={{ maxLength: TEXT_MAX }}
          error={!!errors.text}
          helperText={errors.text ?? `${draft.text.length}/${TEXT_MAX}`}
          multiline
          rows={4}
        />
        {failure && <Alert severity="error" role="alert">{failure}</Alert>}
        <div>
          <Button type="submit" variant="contained" disabled={sending}>
            {mine ? t('reviews.saveChanges') : t('reviews.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
