import { Chip } from '@mui/material';
import { STOCK_LABELS, type StockBand } from './stock';

export const BAND_COLOURS = { out: 'error', low: 'warning', in: 'success' } as const;

/** Border/tint colours of the theme palette per band (red out, yellow low, green in). */
export const BAND_PALETTE: Record<StockBand, string> = {
  out: 'error.main',
  low: 'warning.main',
  in: 'success.main',
};

export const StockBadge = ({ band }: { band: StockBand }) => (
  <Chip size="small" label={STOCK_LABELS[band]} color={BAND_COLOURS[band]} />
);
