import { BadgeChip } from '../orders/OrderStatusBadge';
import { paymentStatus } from './paymentText';

/** A payment's status as a chip, in the orders' badge styles (review is amber, as money waiting on staff is there). */
export const PaymentStatusBadge = ({ status }: { status: string }) => {
  const { label, badge } = paymentStatus(status);
  return <BadgeChip label={label} style={badge} />;
};
