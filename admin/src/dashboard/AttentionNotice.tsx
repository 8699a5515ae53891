import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-admin';
import { useConsolePath } from '../catalog/useConsolePath';
import { useAttentionOrders } from '../orders/orderCalls';

/** The overview's pointer to orders staff must resolve; listed on the orders page. Nothing when none wait. */
export const AttentionNotice = () => {
  const { data, total } = useAttentionOrders();
  const consolePath = useConsolePath();
  const count = total ?? data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={consolePath('/orders')} color="inherit" size="small">
          Review
        </Button>
      }
    >
      {count === 1 ? '1 order needs' : `${count.toLocaleString('en-KE')} orders need`} attention: payments to accept or
      refund, and refunds Pesapal has not paid out yet.
    </Alert>
  );
};
