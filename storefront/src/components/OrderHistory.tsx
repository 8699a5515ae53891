import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { orderApi } from '../api/endpoints';
import { formatKsh } from '../lib/money';
import { ORDER_STATUS } from '../lib/orderStatus';

const dateFormat = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric' });

/** The customer's recent orders on their profile; pending ones can still be paid. */
export function OrderHistory() {
  const orders = useQuery({ queryKey: ['orders', 'mine'], queryFn: ({ signal }) => orderApi.mine(signal), retry: false });
  if (orders.isPending) return null;
  if (orders.isError) return null;
  return (
    <>
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        My Orders
      </Typography>
      {orders.data.length === 0 ? (
        <Typography color="text.secondary">
          No orders yet. <RouterLink to="/shop">Start shopping</RouterLink>
        </Typography>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {orders.data.map((o) => {
            const status = o.status;
            return (
              <Stack component="li" key={o.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography sx={{ fontWeight: 600, minWidth: 90 }}>{o.reference}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                  {dateFormat.format(new Date(o.created_at))}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{formatKsh(o.total_price)}</Typography>
                <Chip size="small" label={ORDER_STATUS[status].label} color={ORDER_STATUS[status].colour} />
                {status === 'pending' && (
                  <Button size="small" component={RouterLink} to={`/payment/${o.id}`}>
                    Pay now
                  </Button>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </>
  );
}
