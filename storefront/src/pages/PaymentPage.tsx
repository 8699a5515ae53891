import { useRef, useState, type CSSProperties } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@shop/api-client';
import { orderApi, paymentApi, pathId } from '../api/endpoints';
import { LoginRequired } from '../components/LoginRequired';
import { PageLoading } from '../components/PageLoading';
import { PaidOrderLinks } from '../components/OrderLinks';
import { OrderAmounts, OrderDelivery } from '../components/OrderAmounts';
import { SummaryLines } from '../components/SummaryLines';
import { PaymentChoices } from '../components/payment/PaymentChoices';
import { useFormats } from '../i18n/format';
import { ORDER_STATUS, statusText, type PaymentOutcome } from '../lib/orderStatus';
import { useAuth } from '../state/Auth';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';
import { Alert, type Severity } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Chip } from '../ui/Chip';
import { cx } from '../ui/classNames';
import { Container } from '../ui/Container';
import { Divider } from '../ui/Divider';
import amountStyles from '../components/AmountRow.module.css';
import styles from './PaymentPage.module.css';

export default function PaymentPage() {
  const { t } = useTranslation();
  const { ksh } = useFormats();
  usePageTitle(t('pay.title'));
  const { orderId } = useParams();
  const { isLoggedIn } = useAuth();
  const id = pathId(orderId);
  const order = useQuery({
    queryKey: ['order', orderId],
    queryFn: ({ signal }) => orderApi.get(id ?? 0, signal),
    enabled: isLoggedIn && id !== null,
    retry: false,
  });
  const methods = useQuery({
    queryKey: ['payment-methods'],
    queryFn: ({ signal }) => paymentApi.methods(signal),
    enabled: isLoggedIn,
    staleTime: 5 * 60 * 1000,
  });
  const content = useRef<HTMLDivElement>(null);
  const [heldHeight, setHeldHeight] = useState<number>();
  // Once the order moves on during the visit (paid on the phone, closed meanwhile), its shorter card leaves the
  // page as tall as it was: the footer does not jump up.
  const refreshOrder = () => {
    setHeldHeight(content.current?.offsetHeight);
    void order.refetch();
  };

  if (!isLoggedIn) return <LoginRequired message={t('pay.logIn')} />;
  if (id === null) return <Message text={t('pay.invalidId')} />;
  // An unpaid order's page is shown with its ways to pay, so that nothing moves when they arrive.
  if (order.isPending || (order.data?.status === 'pending' && methods.isPending)) return <PageLoading label={t('checkout.loadingOrder')} />;
  if (order.isError) {
    const err = order.error;
    if (err instanceof ApiError && err.status === 404) return <Message text={t('pay.notFound')} />;
    return <Message text={err instanceof ApiError ? t('pay.fetchFailedStatus', { status: err.status }) : errorMessage(err, t('pay.fetchFailed'))} />;
  }
  const data = order.data;
  if (!data) return <Message text={t('pay.notFound')} />;

  const status = ORDER_STATUS[data.status];
  const payable = data.status === 'pending';
  // The M-Pesa receipt is what the shopper's SMS from Safaricom names.
  const receipt = data.payment?.provider === 'mpesa' ? data.payment.confirmation_code : null;
  const mpesaPaid = receipt !== null && status.outcome === 'paid';

  return (
    <Container maxWidth="sm" className={styles.page}>
      <div ref={content} className={styles.content} style={!payable && heldHeight ? ({ '--held-height': `${heldHeight}px` } as CSSProperties) : undefined}>
        <h1 className="h4 gutter-bottom">{t('pay.complete')}</h1>
        <Card className={styles.card}>
          <div className={styles.heading}>
            <h2 className="h6">{t('track.order', { reference: data.reference })}</h2>
            <Chip label={t(statusText(data, 'label'))} color={status.colour} size="small" />
          </div>
          <SummaryLines lines={data.items.map((item) => ({ key: item.id, name: item.variant.name, quantity: item.quantity, total: item.subtotal }))} />
          <Divider className={styles.divider} />
          <OrderAmounts order={data} />
          <Divider className={styles.divider} />
          <OrderDelivery order={data} />
          <Divider className={styles.divider} />
          <div className={cx(amountStyles.row, styles.total)}>
            <p className="h6">{t('common.total')}</p>
            <p className={cx('h6', styles.totalAmount)} data-testid="order-total">
              {ksh(data.total_price)}
            </p>
          </div>
          {!payable ? (
            <>
              <Alert severity={OUTCOME_SEVERITY[status.outcome]} role="none">
                {mpesaPaid ? t('mpesa.paid') : t(statusText(data, 'note'))}
                {receipt && <span className={styles.receipt}>{t('mpesa.receipt', { receipt })}</span>}
              </Alert>
              {status.outcome === 'paid' && <PaidOrderLinks reference={data.reference} className={styles.next} />}
            </>
          ) : methods.isError ? (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button color="inherit" size="small" onClick={() => methods.refetch()}>
                  {t('common.retry')}
                </Button>
              }
            >
              {t('pay.methodsFailed')}
            </Alert>
          ) : (
            <PaymentChoices order={data} methods={methods.data?.methods ?? []} refreshOrder={refreshOrder} />
          )}
        </Card>
      </div>
    </Container>
  );
}

const OUTCOME_SEVERITY: Record<PaymentOutcome, Severity> = { pending: 'info', paid: 'success', failed: 'warning', review: 'warning', refund: 'info' };

function Message({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" className={styles.message}>
      <p className="h5 gutter-bottom" role="alert">
        {text}
      </p>
      <Button to="/shop" variant="contained" className={styles.back}>
        {t('common.backToShop')}
      </Button>
    </Container>
  );
}
