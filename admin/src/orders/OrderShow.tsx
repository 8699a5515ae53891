import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Divider,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink, ShowBase, Title, useShowContext } from 'react-admin';
import type { Order } from '@shop/api-client';
import { formatKsh } from '../catalog/money';
import { useConsolePath } from '../catalog/useConsolePath';
import { Fact } from '../layout/Fact';
import { PhoneLink } from '../layout/PhoneLink';
import { paymentMethodName, paymentProviderName } from './paymentMethod';
import { useSmallScreen } from '../layout/useSmallScreen';
import { OrderNotifications } from '../notifications/OrderNotifications';
import { languageLabel } from '../notifications/notificationText';
import { OrderMoney } from './OrderMoney';
import { OrderStatusActions } from './OrderStatusActions';
import { StatusBadge } from './OrderStatusBadge';
import { OrderDeliveryFacts } from './OrderDelivery';
import { statusLabel } from './status';
import { itemCount } from './orderText';
import { dateTime } from './when';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** On a phone a line's unit price and quantity share one cell ('2 × KSh 1,200'). */
const Lines = ({ order }: { order: Order }) => {
  const small = useSmallScreen();
  const span = small ? 1 : 3;
  return (
    <Table size="small" aria-label="Order lines">
      <TableHead>
        <TableRow>
          <TableCell>Item</TableCell>
          {!small && <TableCell align="right">Unit price</TableCell>}
          {!small && <TableCell align="right">Quantity</TableCell>}
          <TableCell align="right">Subtotal</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {order.items.map(line => (
          <TableRow key={line.id}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {line.variant.name}
              <Typography variant="caption" color="text.secondary" component="div">
                {line.sku}
                {small && ` · ${line.quantity} × ${formatKsh(line.unit_price)}`}
              </Typography>
            </TableCell>
            {!small && <TableCell align="right">{formatKsh(line.unit_price)}</TableCell>}
            {!small && <TableCell align="right">{line.quantity}</TableCell>}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatKsh(line.subtotal)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={span}>Products ({itemCount(order)} items)</TableCell>
          <TableCell align="right">{formatKsh(order.product_total)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell colSpan={span}>Delivery</TableCell>
          <TableCell align="right">{order.delivery_fee ? formatKsh(order.delivery_fee) : 'Free'}</TableCell>
        </TableRow>
        {order.discount_code && order.discount_amount > 0 && (
          <TableRow>
            <TableCell colSpan={span}>Discount ({order.discount_code})</TableCell>
            <TableCell align="right">−{formatKsh(order.discount_amount)}</TableCell>
          </TableRow>
        )}
        <TableRow>
          <TableCell colSpan={span} sx={{ fontWeight: 700 }}>
            Total
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {formatKsh(order.total_price)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
};

const changeText = (change: Order['history'][number], delivery: Order) =>
  `${change.from ? `${statusLabel(change.from, delivery)} → ` : 'Placed as '}${statusLabel(change.to, delivery)}`;

/** Every status change; a stacked list on a phone. */
const History = ({ order }: { order: Order }) => {
  const small = useSmallScreen();
  if (order.history.length === 0) return <Typography color="text.secondary">No status changes recorded.</Typography>;
  if (small)
    return (
      <Stack divider={<Divider />} spacing={1} aria-label="Status history">
        {order.history.map(change => (
          <Box key={`${change.at}-${change.to}`}>
            <Typography sx={{ fontWeight: 600 }}>{changeText(change, order)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {dateTime(change.at)} · {change.by}
            </Typography>
            {change.note && <Typography variant="body2">{change.note}</Typography>}
          </Box>
        ))}
      </Stack>
    );
  return (
    <Table size="small" aria-label="Status history">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Change</TableCell>
          <TableCell>By</TableCell>
          <TableCell>Note</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {order.history.map(change => (
          <TableRow key={`${change.at}-${change.to}`}>
            <TableCell>{dateTime(change.at)}</TableCell>
            <TableCell>{changeText(change, order)}</TableCell>
            <TableCell>{change.by}</TableCell>
            <TableCell>{change.note}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const OrderDetail = () => {
  const { record: order, isPending, error } = useShowContext<Order>();
  const consolePath = useConsolePath();
  if (isPending) return <Typography sx={{ p: 2 }}>Loading...</Typography>;
  if (error || !order) return <Typography sx={{ p: 2 }}>Order Not Found</Typography>;
  const payment = order.payment;
  return (
    <Stack sx={{ mt: 2, gap: 2 }}>
      <Title title={`Order ${order.reference}`} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          Order {order.reference}
        </Typography>
        <StatusBadge status={order.status} delivery={order} />
        <Typography color="text.secondary">Placed {dateTime(order.created_at)}</Typography>
      </Stack>
      <Section title="Status">
        <OrderStatusActions />
      </Section>
      <OrderMoney />
      <Section title="Items">
        <Lines order={order} />
      </Section>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <Section title="Customer">
          <Fact label="Name">{order.client_name}</Fact>
          <Fact label="Email">{order.client_email}</Fact>
          <Fact label="Phone"><PhoneLink phone={order.client_phone} /></Fact>
          <Fact label="Messages in">{languageLabel(order.language)}</Fact>
          <Fact label="Account">
            {order.customer ? (
              <Link component={RouterLink} to={consolePath(`/customers/${order.customer.id}`)}>
                {order.customer.username}
              </Link>
            ) : null}
          </Fact>
        </Section>
        <Section title="Delivery">
          <OrderDeliveryFacts order={order} />
        </Section>
        <Section title="Payment">
          {payment ? (
            <>
              <Fact label="Paid through">{paymentProviderName(payment)}</Fact>
              {payment.tracking_id && <Fact label="Pesapal tracking id">{payment.tracking_id}</Fact>}
              <Fact label="Method">{paymentMethodName(payment.method)}</Fact>
              <Fact label="Paid from">{payment.account}</Fact>
              <Fact label="Confirmation code">{payment.confirmation_code}</Fact>
              <Fact label="Payment status">{payment.status}</Fact>
            </>
          ) : (
            <Typography color="text.secondary">No payment started yet.</Typography>
          )}
        </Section>
      </Box>
      <Section title="Status history">
        <History order={order} />
      </Section>
      <Section title="Messages to the customer and staff">
        <OrderNotifications order={order} />
      </Section>
    </Stack>
  );
};

export const OrderShow = () => (
  <ShowBase>
    <OrderDetail />
  </ShowBase>
);
