import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormats } from '../i18n/format';

export interface SummaryLine {
  key: string | number;
  name: string;
  quantity: number;
  total: number;
  /** Beside the amount: what the shopper may do with the line (review it). */
  action?: ReactNode;
}

/** "Name × qty ... KSh total" rows of an order summary (checkout's cart, payment's order, the profile's orders). */
export function SummaryLines({ lines }: { lines: SummaryLine[] }) {
  const { ksh } = useFormats();
  return (
    <Stack spacing={1}>
      {lines.map((line) => (
        <Stack key={line.key} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2">
            {line.name} × {line.quantity}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {ksh(line.total)}
            </Typography>
            {line.action}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
