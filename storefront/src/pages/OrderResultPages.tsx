// Where Pesapal's callback lands the shopper (SPEC.md section 2): /order-success and
// /order-failed with ?ref=…&tracking_id=… (Pesapal's id, not shown). While Pesapal has not settled the payment the
// callback adds &pending=1: the page then follows the order until it is paid or failed.
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { Order } from '@shop/api-client';
import { orderApi } from '../api/endpoints';
import { OrderDelivery } from '../components/OrderAmounts';
import { OrderLinks, PaidOrderLinks } from '../components/OrderLinks';
import { WhatsAppChat } from '../components/WhatsAppChat';
import { paymentOutcome, statusText } from '../lib/orderStatus';
import { useAuth } from '../state/Auth';
import { useCart } from '../state/Cart';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { cx } from '../ui/classNames';
import { Container } from '../ui/Container';
import { CheckCircleIcon, ErrorIcon, InfoIcon } from '../ui/icons';
import { Spinner } from '../ui/Spinner';
import { TextLink } from '../ui/TextLink';
import styles from './OrderResultPages.module.css';

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
    <p className={styles.reference}>
      <strong>{t('result.orderRef')}</strong> <span data-testid="order-ref">{ref}</span>
    </p>
  );
}

/** A question to the shop about the order on WhatsApp, its reference typed in (none without a reference to quote). */
function AskAboutOrder() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ref = params.get('ref');
  if (!ref) return null;
  return (
    <WhatsAppChat message={t('result.whatsappMessage', { reference: ref })} className={styles.ask}>
      {t('result.askOnWhatsApp')}
    </WhatsAppChat>
  );
}

function ResultCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container maxWidth="sm" className={styles.page}>
      <Card className={styles.card}>
        {icon}
        <h1 className="h4 gutter-bottom">{title}</h1>
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
    <ResultCard icon={<CheckCircleIcon className={cx(styles.icon, styles.success)} />} title={t('result.success')}>
      <p className="text-muted">{t('result.successText')}</p>
      <OrderReference />
      {/* How the paid order reaches the shopper: method, days, and where it goes or is collected. */}
      {order && (
        <div className={styles.delivery}>
          <OrderDelivery order={order} />
        </div>
      )}
      <PaidOrderLinks reference={reference} />
      <AskAboutOrder />
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
    <ResultCard icon={<ErrorIcon className={cx(styles.icon, styles.error)} />} title={t('result.failed')}>
      <p className="text-muted">{t('result.failedText')}</p>
      <OrderReference />
      <Button variant="contained" onClick={tryAgain} disabled={busy}>
        {t('result.tryAgain')}
      </Button>
    </ResultCard>
  );
}

/** A payment that arrived but is not simply kept: under review, or owed back to the shopper. */
function NotKept({ order }: { order: Order }) {
  const { t } = useTranslation();
  const title = paymentOutcome(order) === 'review' ? t('result.beingChecked') : t('result.refund');
  return (
    <ResultCard icon={<InfoIcon className={cx(styles.icon, styles.info)} />} title={title}>
      <p className="text-muted">{t(statusText(order, 'note'))}</p>
      <OrderReference />
      <OrderLinks />
      <AskAboutOrder />
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
  return <Spinner className={styles.spinner} label={t('result.confirmingLabel')} />;
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
      <p className="text-muted">{t('result.confirmingText')}</p>
      <OrderReference />
      {!isLoggedIn ? (
        <Alert severity="info" role="none" className={styles.alert}>
          <TextLink to={`/account/login?next=${encodeURIComponent(location.pathname + location.search)}`} underline="always" color="inherit">
            {t('result.logInToFollow')}
          </TextLink>{' '}
          {t('result.andSeeIt')}
        </Alert>
      ) : order.isError ? (
        <Alert severity="warning" role="alert" className={styles.alert}>
          {t('result.lookupFailed')}
        </Alert>
      ) : gaveUp ? (
        <Alert severity="info" className={styles.alert}>
          {t('result.slow')}
        </Alert>
      ) : null}
      <OrderLinks />
      <AskAboutOrder />
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
