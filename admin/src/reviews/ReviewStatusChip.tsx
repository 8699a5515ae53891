import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { StaffReview } from '@shop/api-client';
import { STATUS_CHIP, statusLabel } from './reviewText';

/** The status chip of the review in the record context (list, show page). */
export const ReviewStatusField = (_props: { label?: string; sortBy?: string }) => {
  const review = useRecordContext<StaffReview>();
  return review ? <Chip size="small" label={statusLabel(review.status)} data-status={review.status} {...STATUS_CHIP[review.status]} /> : null;
};

/** The review's stars as text (★★★★☆), with the number for screen readers. */
export const StarsField = (_props: { label?: string; sortBy?: string }) => {
  const review = useRecordContext<StaffReview>();
  return review ? <span aria-label={`${review.rating} out of 5 stars`}>{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</span> : null;
};
