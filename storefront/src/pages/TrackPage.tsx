// /track: anyone finds their order by its reference plus the phone or e-mail given at checkout (no
// login), and sees how far it has come: status, delivery, the courier's number or rider's phone (or,
// for an order ready for collection, the shop's opening hours), and the steps so far. Nothing else
// about the order or the customer is shown, or answered by the API.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
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
    <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={t('track.order', { reference: order.reference })} data-testid="tracked-order">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('track.order', { reference: order.reference })}
        </Typography>
        <Chip label={t(statusText(order, 'label'))} color={status.colour} data-testid="tracked-status" />
      </Stack>
      <Typography sx={{ mb: 2 }}>{t(progress.key, progress.values)}</Typography>
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        <Fact label={t('common.delivery')}>{delivery}</Fact>
        {order.delivery_days_min != null && order.delivery_days_max != null && (
          <Fact label={t('delivery.expected')}>{days(order.delivery_days_min, order.delivery_days_max)}</Fact>
        )}
        {point ? (
          <Fact label={t('orders.collectAt')}>
            <Box>{[point.name, point.address].filter(Boolean).join(', ')}</Box>
            {point.opening_hours && <Box>{point.opening_hours}</Box>}
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
              <Box key={key}>{t(key)}</Box>
            ))}
          </Fact>
        )}
      </Stack>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('track.timeline')}
      </Typography>
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
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('track.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('track.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('track.title')} sx={{ mb: 3 }}>
        <Stack spacing={2}>
          <TextField
            label={t('track.reference')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            error={!!errors.reference}
            helperText={errors.reference}
            placeholder={t('track.referenceExample')}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters' } }}
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
            fullWidth
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('track.looking') : t('track.submit')}
          </Button>
        </Stack>
      </Box>
      {failed && (
        <Alert severity={failed.tooMany ? 'warning' : 'error'} sx={{ mb: 3 }}>
          {failed.text}
        </Alert>
      )}
      {order && <TrackedOrderCard order={order} />}
    </Container>
  );
}
