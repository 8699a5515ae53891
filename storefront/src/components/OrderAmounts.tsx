import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@shop/api-client';
import { useDeliveryLabel } from '../api/queries';
import { useFormats } from '../i18n/format';
import { PICKUP_POINT } from '../lib/delivery';
import { useTranslation } from '../i18n/translation';
import { DiscountLine } from './DiscountCode';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ flexShrink: 0 }}>{label}</Typography>
      <Typography sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>{children}</Typography>
    </Stack>
  );
}

/** An order's money before its total: the goods, the delivery fee and the code's discount. */
export function OrderAmounts({ order }: { order: Pick<Order, 'product_total' | 'delivery_fee' | 'discount_code' | 'discount_amount'> }) {
  const { t } = useTranslation();
  const { ksh } = useFormats();
  return (
    <>
      <Row label={t('pay.products')}>{ksh(order.product_total)}</Row>
      <Row label={t('common.delivery')}>{order.delivery_fee === 0 ? t('common.free') : ksh(order.delivery_fee)}</Row>
      <DiscountLine code={order.discount_code} amount={order.discount_amount} />
    </>
  );
}

/** How the order reaches the shopper: the method by its name, and the address (the shop's, for a pickup). */
export function OrderDelivery({ order }: { order: Pick<Order, 'delivery_method' | 'delivery_address'> }) {
  const { t } = useTranslation();
  const method = useDeliveryLabel(order.delivery_method);
  const pickup = order.delivery_method === 'pickup';
  return (
    <Stack spacing={0.5} data-testid="order-delivery">
      <Row label={t('orders.deliveryMethod')}>{method}</Row>
      <Row label={pickup ? t('orders.collectAt') : t('orders.deliverTo')}>{pickup ? PICKUP_POINT : order.delivery_address}</Row>
    </Stack>
  );
}
