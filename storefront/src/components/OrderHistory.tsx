import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
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
import { Button } from '../ui/Button';
import { Chip } from '../ui/Chip';
import { cx } from '../ui/classNames';
import { Divider } from '../ui/Divider';
import { TextLink } from '../ui/TextLink';
import amountStyles from './AmountRow.module.css';
import styles from './OrderHistory.module.css';

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
    <li aria-label={t('track.order', { reference: order.reference })}>
      <div className={styles.row}>
        <p className={styles.reference}>{order.reference}</p>
        <p className={cx('body2', 'text-muted', styles.date)}>{date(order.created_at)}</p>
        <p className={styles.total}>{ksh(order.total_price)}</p>
        <Chip size="small" label={t(statusText(order, 'label'))} color={status.colour} />
        {order.status === 'pending' && (
          <Button size="small" to={`/payment/${order.id}`}>
            {t('orders.payNow')}
          </Button>
        )}
        <Button size="small" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((was) => !was)}>
          {open ? t('orders.hideDetails') : t('orders.details')}
        </Button>
      </div>
      {/* Always there, so the button's aria-controls names an element; its content only once opened. */}
      <div id={detailsId} hidden={!open}>
        {open && (
          <div className={styles.details}>
            <p className={cx('body2', styles.detail)}>{t(progress.key, progress.values)}</p>
            {order.tracking_id && (
              <p className={cx('body2', styles.detail)}>
                {t(trackingLabel(order.tracking_id))}: <TrackingId value={order.tracking_id} />
              </p>
            )}
            <SummaryLines
              lines={order.items.map((item) => ({
                key: item.id,
                name: item.variant.name,
                quantity: item.quantity,
                total: item.subtotal,
                action: order.status === 'completed' && item.variant.product_id !== null && (
                  <Button size="small" to={reviewFormPath(item.variant.product_id)} aria-label={t('orders.reviewItem', { name: item.variant.name })}>
                    {t('orders.review')}
                  </Button>
                ),
              }))}
            />
            <div className={cx(amountStyles.rows, styles.amounts)}>
              <OrderAmounts order={order} />
              <OrderDelivery order={order} />
            </div>
            <OrderTimeline steps={timelineOf(order)} delivery={order.delivery_method} kind={order.delivery_kind} label={t('track.timelineOf', { reference: order.reference })} />
          </div>
        )}
      </div>
    </li>
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
      <Divider className={styles.divider} />
      <h2 className="h6 gutter-bottom">{t('orders.mine')}</h2>
      {orders.data.length === 0 ? (
        <p className="text-muted">
          {t('orders.none')}{' '}
          <TextLink to="/shop" underline="always">
            {t('orders.startShopping')}
          </TextLink>
        </p>
      ) : (
        <ul className={styles.orders}>
          {orders.data.map((o) => (
            <OrderRow key={o.id} order={o} />
          ))}
        </ul>
      )}
    </>
  );
}
