import type { ReactNode } from 'react';
import type { Order } from '@shop/api-client';
import { useDeliveryLabel } from '../api/queries';
import { useFormats } from '../i18n/format';
import { PICKUP_POINT } from '../lib/delivery';
import { useTranslation } from '../i18n/translation';
import { DiscountLine } from './DiscountCode';
import { useDaysText } from './DeliveryChoice';
import styles from './AmountRow.module.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{children}</p>
    </div>
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

/**
 * How the order reaches the shopper: the method by its name and the days it takes, and where it goes (county,
 * town, street and the notes for the rider), or the point to collect it from with its hours. An order from
 * before counties shows its free-text address.
 */
export function OrderDelivery({
  order,
}: {
  order: Pick<
    Order,
    | 'delivery_method'
    | 'delivery_address'
    | 'delivery_method_name'
    | 'delivery_days_min'
    | 'delivery_days_max'
    | 'pickup_point'
    | 'delivery_county'
    | 'delivery_county_name'
    | 'delivery_town'
    | 'delivery_line'
    | 'delivery_notes'
  >;
}) {
  const { t } = useTranslation();
  const days = useDaysText();
  const label = useDeliveryLabel(order.delivery_method);
  const method = order.delivery_method_name || label;
  const point = order.pickup_point;
  // An old pickup order names no point: the shop's own counter.
  const oldPickup = !point && !order.delivery_county && order.delivery_method === 'pickup';
  const where = order.delivery_county
    ? [order.delivery_line, order.delivery_town, order.delivery_county_name].filter(Boolean).join(', ')
    : order.delivery_address;
  return (
    <div className={styles.rows} data-testid="order-delivery">
      <Row label={t('orders.deliveryMethod')}>{method}</Row>
      {order.delivery_days_min != null && order.delivery_days_max != null && (
        <Row label={t('delivery.expected')}>{days(order.delivery_days_min, order.delivery_days_max)}</Row>
      )}
      {point ? (
        <>
          {/* The point's address ends with its town, as the order keeps it. */}
          <Row label={t('orders.collectAt')}>{[point.name, point.address].filter(Boolean).join(', ')}</Row>
          {point.opening_hours && <Row label={t('orders.hours')}>{point.opening_hours}</Row>}
        </>
      ) : oldPickup ? (
        <Row label={t('orders.collectAt')}>{PICKUP_POINT}</Row>
      ) : (
        where && <Row label={t('orders.deliverTo')}>{where}</Row>
      )}
      {order.delivery_notes && !point && <Row label={t('orders.notes')}>{order.delivery_notes}</Row>}
    </div>
  );
}
