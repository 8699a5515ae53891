import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@shop/api-client';
import { orderApi } from '../api/endpoints';
import { useFormats } from '../i18n/format';
import { ORDER_STATUS, progressText, statusText } from '../lib/orderStatus';
import { timelineOf, trackingLabel } from '../lib/tracking';
import { reviewFormPath } from '../lib/products';
import { OrderAmounts, OrderDelivery } from './OrderAmounts';
import { OrderTimeline, TrackingId } from './OrderTimeline';
import { SummaryLines } from './SummaryLines';
import { useTranslation } from '../i18n/translation';

/**
 * One order of the list; Details opens its items and amounts (each item of a completed order with a link to
 * review it), how it is delivered, its tracking id (once shipped) and its timeline.
 */
function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { ksh, date } = useFormats();
  const [open, setOpen] = useState(false);
  const status = ORDER_STATUS[order.status];
  const progress = progressText(order);
  const detailsId = `order-${order.id}-details`;
  return (
    <Box component="li" aria-label={t('track.order', { reference: order.reference })}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 600, minWidth: 90 }}>{order.reference}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {date(order.created_at)}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{ksh(order.total_price)}</Typography>
        <Chip size="small" label={t(statusText(order, 'label'))} color={status.colour} />
        {order.status === 'pending' && (
          <Button size="small" component={RouterLink} to={`/payment/${order.id}`}>
            {t('orders.payNow')}
          </Button>
        )}
        <Button size="small" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((was) => !was)}>
          {open ? t('orders.hideDetails') : t('orders.details')}
        </Button>
      </Stack>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <Box sx={{ pl: { xs: 1, sm: 2 }, pt: 1.5, pb: 1 }}>
          <Typography variant="body2" sx={{ mb: 1.5 }}>{t(progress.key, progress.values)}</Typography>
          {order.tracking_id && (
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {t(trackingLabel(order.tracking_id))}: <TrackingId value={order.tracking_id} />
            </Typography>
          )}
          <SummaryLines
            lines={order.items.map((item) => ({
              key: item.id,
              name: item.variant.name,
              quantity: item.quantity,
              total: item.subtotal,
              action: order.status === 'completed' && item.variant.product_id !== null && (
                <Button size="small" component={RouterLink} to={reviewFormPath(item.variant.product_id)} aria-label={t('orders.reviewItem', { name: item.variant.name })}>
                  {t('orders.review')}
                </Button>
              ),
            }))}
          />
          <Stack spacing={0.5} sx={{ my: 1.5 }}>
            <OrderAmounts order={order} />
            <OrderDelivery order={order} />
          </Stack>
          <OrderTimeline steps={timelineOf(order)} delivery={order.delivery_method} kind={order.delivery_kind} label={t('track.timelineOf', { reference: order.reference })} />
        </Box>
      </Collapse>
    </Box>
  );
}

/** The customer's recent orders on their profile; pending ones can still be paid, each shows how far it has come. */
export function OrderHistory() {
  const { t } = useTranslation();
  const orders = useQuery({ queryKey: ['orders', 'mine'], queryFn: ({ signal }) => orderApi.mine(signal), retry: false });
  if (orders.isPending) return null;
  if (orders.isError) return null;
  return (
    <>
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        {t('orders.mine')}
      </Typography>
      {orders.data.length === 0 ? (
        <Typography color="text.secondary">
          {t('orders.none')} <RouterLink to="/shop">{t('orders.startShopping')}</RouterLink>
        </Typography>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {orders.data.map((o) => (
            <OrderRow key={o.id} order={o} />
          ))}
        </Stack>
      )}
    </>
  );
}
