// /track: anyone finds their order by its reference plus the phone or e-mail given at checkout (no
// login), and sees how far it has come: status, delivery, the courier's number or rider's phone (or,
// for an order ready for collection, the shop's opening hours), and the steps so far. Nothing else
// about the order or the customer is shown, or answered by the API.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage, type TrackedOrder } from '@shop/api-client';
import { orderApi } from '../api/endpoints';
import { useDeliveryLabel } from '../api/queries';
import { useDaysText } from '../components/DeliveryChoice';
import { OrderTimeline, TrackingId } from '../components/OrderTimeline';
import { ORDER_STATUS, progressText, statusText } from '../lib/orderStatus';
import { SHOP_CONTACT } from '../lib/shopInfo';
import { trackingLabel } from '../lib/tracking';
import { usePageTitle } from '../lib/usePageTitle';
import type { TFunction } from 'i18next';
import { useTranslation } from '../i18n/translation';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Chip } from '../ui/Chip';
import { Container } from '../ui/Container';
import { TextField } from '../ui/TextField';
import styles from './TrackPage.module.css';

interface Errors {
  reference?: string;
  contact?: string;
}

function validate(t: TFunction, reference: string, contact: string): Errors {
  const errors: Errors = {};
  if (!reference.trim()) errors.reference = t('track.needReference');
  if (!contact.trim()) errors.contact = t('track.needContact');
  return errors;
}

/** Why a look-up found nothing, in words a shopper can act on. */
function failure(t: TFunction, err: unknown): { text: string; tooMany: boolean } {
  const tooMany = err instanceof ApiError && err.status === 429;
  if (err instanceof ApiError && err.status === 404) return { text: t('track.notFound'), tooMany };
  return { text: tooMany ? t('track.tooMany') : errorMessage(err, t('common.unexpected')), tooMany };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <div className="caption text-muted">{label}</div>
      <div>{children}</div>
    </div>
  );
}

function TrackedOrderCard({ order }: { order: TrackedOrder }) {
  const { t } = useTranslation();
  const days = useDaysText();
  const label = useDeliveryLabel(order.delivery_method);
  const delivery = order.delivery_method_name || label;
  const status = ORDER_STATUS[order.status];
  const progress = progressText(order);
  const point = order.pickup_point;
  // County and town only: the tracking page says nothing more of where the customer lives.
  const area = [order.delivery_town, order.delivery_county_name].filter(Boolean).join(', ');
  return (
    <Card as="section" className={styles.card} aria-label={t('track.order', { reference: order.reference })} data-testid="tracked-order">
      <div className={styles.heading}>
        <h2 className="h6">{t('track.order', { reference: order.reference })}</h2>
        <Chip label={t(statusText(order, 'label'))} color={status.colour} data-testid="tracked-status" />
      </div>
      <p className={styles.progress}>{t(progress.key, progress.values)}</p>
      <div className={styles.facts}>
        <Fact label={t('common.delivery')}>{delivery}</Fact>
        {order.delivery_days_min != null && order.delivery_days_max != null && (
          <Fact label={t('delivery.expected')}>{days(order.delivery_days_min, order.delivery_days_max)}</Fact>
        )}
        {point ? (
          <Fact label={t('orders.collectAt')}>
            <div>{[point.name, point.address].filter(Boolean).join(', ')}</div>
            {point.opening_hours && <div>{point.opening_hours}</div>}
          </Fact>
        ) : (
          area && <Fact label={t('orders.deliverTo')}>{area}</Fact>
        )}
        {order.tracking_id && (
          <Fact label={t(trackingLabel(order.tracking_id))}>
            <TrackingId value={order.tracking_id} />
          </Fact>
        )}
        {order.status === 'ready_for_collection' && !point?.opening_hours && (
          <Fact label={t('contact.hours')}>
            {SHOP_CONTACT.hours.map((key) => (
              <div key={key}>{t(key)}</div>
            ))}
          </Fact>
        )}
      </div>
      <h3 className={styles.subtitle}>{t('track.timeline')}</h3>
      <OrderTimeline steps={order.timeline} delivery={order.delivery_method} kind={order.delivery_kind} label={t('track.orderTimeline')} />
    </Card>
  );
}

export default function TrackPage() {
  const { t } = useTranslation();
  usePageTitle(t('track.title'));
  const [params] = useSearchParams();
  const [reference, setReference] = useState(() => params.get('ref') ?? '');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ text: string; tooMany: boolean } | null>(null);
  const [order, setOrder] = useState<TrackedOrder | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(t, reference, contact);
    setErrors(found);
    if (found.reference || found.contact) return;
    setBusy(true);
    setFailed(null);
    try {
      setOrder(await orderApi.track(reference.trim(), contact.trim()));
    } catch (err) {
      setOrder(null);
      setFailed(failure(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="sm" className={styles.page}>
      <h1 className="h4 gutter-bottom">{t('track.title')}</h1>
      <p className={styles.intro}>{t('track.intro')}</p>
      <form noValidate onSubmit={submit} aria-label={t('track.title')} className={styles.form}>
        <TextField
          label={t('track.reference')}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          error={!!errors.reference}
          helperText={errors.reference}
          placeholder={t('track.referenceExample')}
          required
          maxLength={30}
          autoCapitalize="characters"
        />
        <TextField
          label={t('track.contact')}
          value={contact}
          onChange={(e) => setContact(e.target.value)}
          error={!!errors.contact}
          helperText={errors.contact}
          placeholder="0712 345 678"
          autoComplete="tel"
          required
          maxLength={254}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('track.looking') : t('track.submit')}
        </Button>
      </form>
      {failed && (
        <Alert severity={failed.tooMany ? 'warning' : 'error'} role="alert" className={styles.failed}>
          {failed.text}
        </Alert>
      )}
      {order && <TrackedOrderCard order={order} />}
    </Container>
  );
}
