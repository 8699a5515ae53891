import { Chip, Tooltip } from '@mui/material';

/** Flags a variant (or a product's variants) without a weight: the quote counts it as 0 g. */
export const NoWeightChip = ({ count }: { count?: number }) => (
  <Tooltip title={count ? `${count} active ${count === 1 ? 'variant has' : 'variants have'} no weight` : 'No weight: delivery fees count it as 0 g'}>
    <Chip size="small" color="warning" variant="outlined" label={count ? `No weight (${count})` : 'No weight'} />
  </Tooltip>
);
