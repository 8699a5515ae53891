import { Alert, Box, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import type { Order, Payment } from '@shop/api-client';
import { PhoneLink } from '../layout/PhoneLink';
import { useSmallScreen } from '../layout/useSmallScreen';
import { PaymentStatusBadge } from '../payments/PaymentStatusBadge';
import { mpesaResultText, paymentAmount } from '../payments/paymentText';
import { dateTime } from './when';

/** An order rarely has more than a few prompts (a retry, another phone); the heading says when there are more. */
const ATTEMPTS_PAGE = 25;

/** One prompt on a phone: its status, money and phone, then when and with what result. */
const AttemptRows = ({ attempts }: { attempts: Payment[] }) => (
  <Stack divider={<Divider />} spacing={1} aria-label="M-Pesa prompts">
    {attempts.map(attempt => (
      <Box key={attempt.id}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <PaymentStatusBadge status={attempt.status} />
          <Typography sx={{ fontWeight: 600 }}>{paymentAmount(attempt)}</Typography>
          <PhoneLink phone={attempt.phone_or_account} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[dateTime(attempt.created_at), mpesaResultText(attempt)].filter(Boolean).join(' · ')}
        </Typography>
        {attempt.receipt_or_confirmation && <Typography variant="body2">Receipt {attempt.receipt_or_confirmation}</Typography>}
      </Box>
    ))}
  </Stack>
);

const AttemptTable = ({ attempts }: { attempts: Payment[] }) => (
  <Table size="small" aria-label="M-Pesa prompts">
    <TableHead>
      <TableRow>
        <TableCell>Sent</TableCell>
        <TableCell>Phone</TableCell>
        <TableCell align="right">Amount</TableCell>
        <TableCell>Status</TableCell>
        <TableCell>Result</TableCell>
        <TableCell>Receipt</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {attempts.map(attempt => (
        <TableRow key={attempt.id}>
          <TableCell>{dateTime(attempt.created_at)}</TableCell>
          <TableCell>
            <PhoneLink phone={attempt.phone_or_account} />
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {paymentAmount(attempt)}
          </TableCell>
          <TableCell>
            <PaymentStatusBadge status={attempt.status} />
          </TableCell>
          <TableCell>{mpesaResultText(attempt)}</TableCell>
          <TableCell>{attempt.receipt_or_confirmation ?? '-'}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

/**
 * The order's M-Pesa prompts, newest first, with Daraja's result in words and the receipt (from the payments list,
 * filtered by the order). Nothing when the order has none. `refetchInterval` while a prompt may still be answered.
 */
export const MpesaAttempts = ({ order, refetchInterval }: { order: Pick<Order, 'id'>; refetchInterval: number | false }) => {
  const small = useSmallScreen();
  const { data, total, error } = useGetList<Payment>(
    'payments',
    { filter: { order_id: order.id, method: 'mpesa' }, sort: { field: 'created_at', order: 'DESC' }, pagination: { page: 1, perPage: ATTEMPTS_PAGE } },
    { refetchInterval },
  );
  if (error) return <Alert severity="error">Could not load the M-Pesa prompts: {error.message}</Alert>;
  if (!data?.length) return null;
  const count = total ?? data.length;
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        M-Pesa prompts ({count})
      </Typography>
      {count > data.length && (
        <Typography variant="body2" color="text.secondary">
          The newest {data.length} of {count}.
        </Typography>
      )}
      {small ? <AttemptRows attempts={data} /> : <AttemptTable attempts={data} />}
    </Box>
  );
};
