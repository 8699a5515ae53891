import { useState } from 'react';
import {
  Alert,
  Card,
  CardContent,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useGetList } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@shop/api-client';
import { formatKsh } from '../catalog/money';
import { useConsolePath } from '../catalog/useConsolePath';
import { StatusBadge } from '../orders/OrderStatusBadge';
import { customerName, itemCount, orderSummary } from '../orders/orderText';
import { day } from '../orders/when';
import { useSmallScreen } from '../layout/useSmallScreen';
import { useDebounced } from './useDebounced';

export const RECENT_ORDERS = 10;

/**
 * The ten newest orders from the overview; a search asks the server for the ten newest
 * orders matching the term (reference, customer name or email) among all orders.
 */
export const RecentOrders = ({ recent }: { recent: Order[] }) => {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const found = useGetList<Order>(
    'orders',
    {
      filter: { q: term },
      pagination: { page: 1, perPage: RECENT_ORDERS },
      sort: { field: 'created_at', order: 'DESC' },
    },
    { enabled: term !== '' },
  );
  const navigate = useNavigate();
  const consolePath = useConsolePath();
  const small = useSmallScreen();
  const open = (order: Order) => navigate(consolePath(`/orders/${order.id}/show`));

  const searching = term !== '';
  const rows = searching ? (found.data ?? []) : recent;

  let body;
  if (searching && found.isPending) body = <Typography sx={{ py: 2 }}>Searching...</Typography>;
  else if (searching && found.error)
    body = <Alert severity="error">Could not search the orders: {found.error.message}</Alert>;
  else if (rows.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {searching ? `No orders match "${term}".` : 'No orders yet.'}
      </Typography>
    );
  else if (small)
    body = (
      <List dense disablePadding aria-label="Recent Orders">
        {rows.map(order => (
          <ListItemButton key={order.id} divider onClick={() => open(order)}>
            <ListItemText
              primary={
                <Stack direction="row" component="span" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <strong>{order.reference}</strong>
                  <StatusBadge status={order.status} delivery={order} />
                </Stack>
              }
              secondary={orderSummary(order)}
            />
          </ListItemButton>
        ))}
      </List>
    );
  else
    body = (
      <Table size="small" aria-label="Recent Orders">
        <TableHead>
          <TableRow>
            <TableCell>Order ID</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Items</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Date</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(order => (
            <TableRow
              key={order.id}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => open(order)}
            >
              <TableCell sx={{ fontWeight: 600 }}>{order.reference}</TableCell>
              <TableCell>{customerName(order)}</TableCell>
              <TableCell align="right">{itemCount(order)}</TableCell>
              <TableCell align="right">{formatKsh(order.total_price)}</TableCell>
              <TableCell>
                <StatusBadge status={order.status} delivery={order} />
              </TableCell>
              <TableCell>{day(order.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
          <Typography variant="h6" component="h2">
            Recent Orders
          </Typography>
          <TextField
            size="small"
            placeholder="Search orders..."
            value={search}
            onChange={event => setSearch(event.target.value)}
            sx={{ width: { xs: '100%', sm: 300 } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search orders' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Stack>
        {body}
      </CardContent>
    </Card>
  );
};
