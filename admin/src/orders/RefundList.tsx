import { Box, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import type { OrderRefund } from '@shop/api-client';
import { formatAmount } from '../catalog/money';
import { dateTime } from './when';


// Pesapal's answer to the request: 'accepted' only means received, the money moves later.
const ANSWERS: Record<OrderRefund['status'], { label: string; color: ChipProps['color'] }> = {
  sent: { label: 'Sent', color: 'default' },
  accepted: { label: 'Received by Pesapal', color: 'success' },
  refused: { label: 'Refused by Pesapal', color: 'error' },
  unanswered: { label: 'No answer from Pesapal', color: 'warning' },
};

/** The refunds staff asked Pesapal for, newest last, as stacked entries that fit a phone. */
export const RefundList = ({ refunds, currency }: { refunds: OrderRefund[]; currency: string }) =>
  refunds.length === 0 ? null : (
    <Box component="section" aria-label="Refunds">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Refunds
      </Typography>
      <Stack sx={{ gap: 1 }} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {refunds.map(refund => (
          <Box component="li" key={refund.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>{formatAmount(refund.amount, currency)}</Typography>
              <Chip size="small" label={ANSWERS[refund.status].label} color={ANSWERS[refund.status].color} />
            </Stack>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {refund.remarks}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              Requested by {refund.requested_by} on {dateTime(refund.created_at)}
            </Typography>
            {refund.answer && (
              <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                Pesapal: {refund.answer}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
