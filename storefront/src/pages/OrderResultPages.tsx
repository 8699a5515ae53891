// Where Pesapal's callback lands the shopper (SPEC.md section 2): /order-success and
// /order-failed with ?ref=…&tracking_id=… (Pesapal's id, not shown). While Pesapal has not settled the payment the
// callback adds &pending=1: the page then follows the order until it is paid or failed.
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import type { Order } from '@shop/api-client';
import { orderApi } from '../api/endpoints';
import { OrderDelivery } from '../components/OrderAmounts';
import { paymentOutcome, statusText } from '../lib/orderStatus';
import { trackPath } from '../lib/tracking';
import { useAuth } from '../state/Auth';
import { useCart } from '../state/Cart';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';

/** How often, and for how long, the page asks for the order while the payment is confirmed. */
export const POLL = { everyMs: 3000, forMs: 3 * 60 * 1000 };

/**
 * The order's reference, which the shopper quotes and tracks the order by. Pesapal's own tracking id
 * (in the address) is not shown: the courier's number is the only tracking number a shopper meets.
 */
function OrderReference() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ref = params.get('ref');
  if (!ref) return null;
  return (
    <Typography sx={{ my: 2, textAlign: 'left', bgcolor: '#fbf7f2', p: 2, borderRadius: 1 }}>
      <strong>{t('result.orderRef')}</strong> <span data-testid="order-ref">{ref}</span>
    </Typography>
  );
}

function ResultCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        {icon}
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Card>
    </Container>
  );
}

function Succeeded({ order }: { order?: Order }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reference = params.get('ref');
  return (
    <ResultCard icon={<CheckCircleIcon color="success" sx={{ fontSize: 72 }} />} title={t('result.success')}>
      <Typography color="text.secondary">{t('result.successText')}</Typography>
      <OrderReference />
      {/* How the paid order reaches the shopper: method, days, and where it goes or is collected. */}
      {order && (
        <Box sx={{ textAlign: 'left', mb: 2 }}>
          <OrderDelivery order={order} />
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
        {reference && (
          <Button variant="outlined" component={RouterLink} to={trackPath(reference)}>
            {t('track.title')}
          </Button>
        )}
        <Button variant="contained" component={RouterLink} to="/">
          {t('common.continueShopping')}
        </Button>
      </Stack>
    </ResultCard>
  );
}

/**
 * Checkout emptied the cart into the order, and a failed order gave its stock back: Try Again
 * puts the order's lines back in the cart before going to /checkout, so there is something to retry.
 */
function Failed() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reference = params.get('ref');
  const { isLoggedIn } = useAuth();
  const { restoreLines } = useCart();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const tryAgain = async () => {
    if (isLoggedIn && reference) {
      setBusy(true);
      try {
        const order = await orderApi.byReference(reference);
        if (paymentOutcome(order) === 'failed') {
          await restoreLines(
            order.items.flatMap((i) => (i.variant.id === null ? [] : [{ variant_id: i.variant.id, quantity: i.quantity }])),
          );
        }
      } catch {
        // The order could not be read: checkout still shows the cart as it is.
      } finally {
        setBusy(false);
      }
    }
    navigate('/checkout');
  };

  return (
    <ResultCard icon={<ErrorIcon color="error" sx={{ fontSize: 72 }} />} title={t('result.failed')}>
      <Typography color="text.secondary">{t('result.failedText')}</Typography>
      <OrderReference />
      <Button variant="contained" onClick={tryAgain} disabled={busy}>
        {t('result.tryAgain')}
      </Button>
    </ResultCard>
  );
}

/** Where a shopper whose payment is not settled here goes next: their order list, or on shopping. */
function OrderLinks() {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
      <Button variant="outlined" component={RouterLink} to="/account/profile">
        {t('orders.mine')}
      </Button>
      <Button variant="contained" component={RouterLink} to="/">
        {t('common.continueShopping')}
      </Button>
    </Stack>
  );
}

/** A payment that arrived but is not simply kept: under review, or owed back to the shopper. */
function NotKept({ order }: { order: Order }) {
  const { t } = useTranslation();
  const title = paymentOutcome(order) === 'review' ? t('result.beingChecked') : t('result.refund');
  return (
    <ResultCard icon={<InfoIcon color="info" sx={{ fontSize: 72 }} />} title={title}>
      <Typography color="text.secondary">{t(statusText(order, 'note'))}</Typography>
      <OrderReference />
      <OrderLinks />
    </ResultCard>
  );
}

/** The order behind a result page, read by its reference (signed in only); `poll`: again every few seconds while unpaid. */
function useOrderByReference(reference: string, poll: boolean) {
  const { isLoggedIn } = useAuth();
  const [startedAt] = useState(() => Date.now());
  const order = useQuery({
    queryKey: ['order', 'reference', reference],
    queryFn: ({ signal }) => orderApi.byReference(reference, signal),
    enabled: isLoggedIn && !!reference,
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!poll || !data || paymentOutcome(data) !== 'pending') return false;
      return Date.now() - startedAt < POLL.forMs ? POLL.everyMs : false;
    },
  });
  return { order, startedAt };
}

function ConfirmingIcon() {
  const { t } = useTranslation();
  return <CircularProgress sx={{ my: 1.5 }} aria-label={t('result.confirmingLabel')} />;
}

/**
 * Pesapal confirmed the payment, but the shop may still not keep it: an amount that does not match the
 * order is checked by staff, and money for an order already closed goes back. The order says which.
 */
function Verified({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const { order } = useOrderByReference(reference, false);
  if (order.isLoading) return <ResultCard icon={<ConfirmingIcon />} title={t('result.confirming')}><OrderReference /></ResultCard>;
  const outcome = order.data ? paymentOutcome(order.data) : 'paid';
  if (order.data && (outcome === 'review' || outcome === 'refund')) return <NotKept order={order.data} />;
  return <Succeeded order={order.data} />;
}

/** The callback could not confirm the payment yet: follow the order by its reference until it settles. */
function Confirming({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  const { order, startedAt } = useOrderByReference(reference, true);

  const outcome = order.data ? paymentOutcome(order.data) : 'pending';
  if (outcome === 'paid') return <Succeeded order={order.data} />;
  if (outcome === 'failed') return <Failed />;
  if (order.data && (outcome === 'review' || outcome === 'refund')) return <NotKept order={order.data} />;

  const gaveUp = order.data !== undefined && !order.isFetching && Date.now() - startedAt >= POLL.forMs;
  return (
    <ResultCard icon={<ConfirmingIcon />} title={t('result.confirming')}>
      <Typography color="text.secondary">{t('result.confirmingText')}</Typography>
      <OrderReference />
      {!isLoggedIn ? (
        <Alert severity="info" sx={{ textAlign: 'left', mb: 2 }}>
          <RouterLink to={`/account/login?next=${encodeURIComponent(location.pathname + location.search)}`}>{t('result.logInToFollow')}</RouterLink>{' '}
          {t('result.andSeeIt')}
        </Alert>
      ) : order.isError ? (
        <Alert severity="warning" sx={{ textAlign: 'left', mb: 2 }}>
          {t('result.lookupFailed')}
        </Alert>
      ) : gaveUp ? (
        <Alert severity="info" sx={{ textAlign: 'left', mb: 2 }}>
          {t('result.slow')}
        </Alert>
      ) : null}
      <OrderLinks />
    </ResultCard>
  );
}

export function OrderSuccessPage() {
  const [params] = useSearchParams();
  const reference = params.get('ref') ?? '';
  if (params.get('pending') === '1' && reference) return <Confirming reference={reference} />;
  return reference ? <Verified reference={reference} /> : <Succeeded />;
}

export function OrderFailedPage() {
  return <Failed />;
}
