import { Typography } from '@mui/material';
import type { Order } from '@shop/api-client';
import { formatKsh } from '../catalog/money';
import { daysText, weightText } from '../delivery/deliveryText';
import { Fact } from '../layout/Fact';
import { PhoneLink } from '../layout/PhoneLink';
import { deliveryLabel } from './orderText';
import { TrackingId } from './TrackingId';

/**
 * How the order travels: the method and zone it was priced by, where to (county, town, street line, notes) or the
 * pickup point, the parcel's weight and the days promised. An older order shows its free-text address.
 */
export const OrderDeliveryFacts = ({ order }: { order: Order }) => {
  const delivery = order;
  const point = delivery.pickup_point;
  const structured = Boolean(delivery.delivery_county || delivery.delivery_town || delivery.delivery_line);
  const days = daysText(delivery.delivery_days_min, delivery.delivery_days_max);
  return (
    <>
      <Fact label="Method">{delivery.delivery_method_name || deliveryLabel(order.delivery_method) || order.delivery_method}</Fact>
      {delivery.delivery_zone && <Fact label="Zone">{delivery.delivery_zone}</Fact>}
      {structured && <Fact label="County">{delivery.delivery_county_name || delivery.delivery_county}</Fact>}
      {structured && delivery.delivery_town && <Fact label="Town">{delivery.delivery_town}</Fact>}
      {point ? (
        <Fact label="Pickup point">
          {point.name}
          <Typography variant="body2" color="text.secondary" component="div">
            {point.address}
            {point.opening_hours && ` · ${point.opening_hours}`}
          </Typography>
          {point.phone && <PhoneLink phone={point.phone} />}
        </Fact>
      ) : structured ? (
        delivery.delivery_line && <Fact label="Street, building or landmark">{delivery.delivery_line}</Fact>
      ) : (
        <Fact label="Address">{order.delivery_address ?? 'Collected at the shop'}</Fact>
      )}
      {delivery.delivery_notes && <Fact label="Delivery notes">{delivery.delivery_notes}</Fact>}
      {delivery.delivery_weight_grams !== null && delivery.delivery_weight_grams !== undefined && (
        <Fact label="Parcel weight">{weightText(delivery.delivery_weight_grams)}</Fact>
      )}
      {days && <Fact label="Delivery time">{days}</Fact>}
      <Fact label="Fee">{order.delivery_fee ? formatKsh(order.delivery_fee) : 'Free'}</Fact>
      <Fact label="Tracking number or rider's phone">{order.tracking_id ? <TrackingId value={order.tracking_id} /> : null}</Fact>
    </>
  );
};
