import { PhoneLink } from '../layout/PhoneLink';
import { trackingPhone } from './orderText';

/** An order's tracking id: a rider's phone is a tel: link staff can tap, a courier's number plain text. */
export const TrackingId = ({ value }: { value: string | null }) => {
  if (!value) return null;
  return trackingPhone(value) ? <PhoneLink phone={value} /> : <>{value}</>;
};
