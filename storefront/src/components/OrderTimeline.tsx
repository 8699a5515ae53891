import type { TrackingStep } from '@shop/api-client';
import type { DeliveryKind } from '../api/delivery';
import { statusText } from '../lib/orderStatus';
import { useFormats } from '../i18n/format';
import { riderPhone } from '../lib/tracking';
import { useTranslation } from '../i18n/translation';
import { cx } from '../ui/classNames';
import { TextLink } from '../ui/TextLink';
import styles from './OrderTimeline.module.css';

/** The steps an order went through, oldest first, as a vertical line of dots; the last one is where it is now. */
export function OrderTimeline({ steps, delivery, kind, label }: { steps: TrackingStep[]; delivery: string; kind?: DeliveryKind | null; label: string }) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  return (
    <ol aria-label={label} className={styles.timeline}>
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        return (
          <li key={`${step.at}-${step.status}`} className={cx(styles.step, last && styles.now)}>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.dot} />
              {!last && <span className={styles.line} />}
            </span>
            <div className={styles.text}>
              <p className={styles.status}>{t(statusText({ status: step.status, delivery_method: delivery, delivery_kind: kind }, 'label'))}</p>
              <p className="body2 text-muted">
                <time dateTime={step.at}>{dateTime(step.at)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** An order's tracking id: the rider's phone as a link to call, a courier's number as text. */
export function TrackingId({ value }: { value: string }) {
  const phone = riderPhone(value);
  return phone ? (
    <TextLink href={`tel:${phone}`} underline="always" data-testid="order-tracking-id">
      {phone}
    </TextLink>
  ) : (
    <span data-testid="order-tracking-id" className={styles.trackingId}>
      {value}
    </span>
  );
}
