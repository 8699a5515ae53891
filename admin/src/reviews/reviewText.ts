import type { ChipProps } from '@mui/material';
import type { ReviewStatus } from '@shop/api-client';

export const STATUS_CHOICES: { id: ReviewStatus; name: string }[] = [
  { id: 'pending', name: 'Waiting for approval' },
  { id: 'approved', name: 'Approved' },
  { id: 'hidden', name: 'Hidden' },
];

export const RATING_CHOICES = [5, 4, 3, 2, 1].map(stars => ({ id: stars, name: `${stars} star${stars === 1 ? '' : 's'}` }));

export const statusLabel = (status: ReviewStatus) => STATUS_CHOICES.find(choice => choice.id === status)?.name ?? status;

/** Pending amber (to do), approved green, hidden grey. */
export const STATUS_CHIP: Record<ReviewStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  pending: { color: 'warning', variant: 'filled' },
  approved: { color: 'success', variant: 'filled' },
  hidden: { color: 'default', variant: 'outlined' },
};
