import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@shop/api-client';
import { orderApi, pathId } from '../api/endpoints';
import { LoginRequired } from '../components/LoginRequired';
import { PageLoading } from '../components/PageLoading';
import { PaymentLogos } from '../components/PaymentLogos';
import { OrderAmounts, OrderDelivery } from '../components/OrderAmounts';
import { SummaryLines } from '../components/SummaryLines';
import { useFormats } from '../i18n/format';
import { ORDER_STATUS, statusText } from '../lib/orderStatus';
import { useAuth } from '../state/Auth';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Chip } from '../ui/Chip';
import { cx } from '../ui/classNames';
import { Container } from '../ui/Container';
import { Divider } from '../ui/Divider';
import { LockOutlinedIcon } from '../ui/icons';
import amountStyles from '../components/AmountRow.module.css';
import styles from './PaymentPage.module.css';

/** Where the browser goes to pay; replaced in tests. */
export const redirectTo = { go: (url: string) => window.location.assign(url) };

export default function PaymentPage() {
  const { t } = useTranslation();
  const { ksh } = useFormats();
  usePageTitle(t('pay.title'));
  const { orderId } = useParams();
  const { isLoggedIn } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const id = pathId(orderId);
  const order = useQuery({
    queryKey: ['order', orderId],
    queryFn: ({ signal }) => orderApi.get(id ?? 0, signal),
    enabled: isLoggedIn && id !== null,
    retry: false,
  });

  if (!isLoggedIn) return <LoginRequired message={t('pay.logIn')} />;
  if (id === null) return <Message text={t('pay.invalidId')} />;
  if (order.isPending) return <PageLoading label={t('checkout.loadingOrder')} />;
  if (order.isError) {
    const err = order.error;
    if (err instanceof ApiError && err.status === 404) return <Message text={t('pay.notFound')} />;
    return <Message text={err instanceof ApiError ? t('pay.fetchFailedStatus', { status: err.status }) : errorMessage(err, t('pay.fetchFailed'))} />;
  }
  const data = order.data;
  if (!data) return <Message text={t('pay.notFound')} />;

  const status = ORDER_STATUS[data.status];
  const payable = data.status === 'pending';

  const pay = async () => {
    setError(null);
    if (!data) return setError(t('pay.notLoaded'));
    if (id === null) return setError(t('pay.invalidId'));
    if (!isLoggedIn) return setError(t('pay.mustLogIn'));
    setPaying(true);
    try {
      const session = await orderApi.initiatePayment(id);
      if (!session.checkout_url) {
        setError(t('pay.noCheckoutUrl'));
        setPaying(false);
        return;
      }
      redirectTo.go(session.checkout_url);
    } catch (err) {
      setError(errorMessage(err, t('pay.initiateFailed')));
      setPaying(false);
    }
  };

  return (
    <Container maxWidth="sm" className={styles.page}>
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
        {error && (
          <Alert severity="error" role="alert" className={styles.alert}>
            {error}
          </Alert>
        )}
        {payable ? (
          <Button variant="contained" size="large" fullWidth startIcon={<LockOutlinedIcon />} onClick={pay} disabled={paying}>
            {paying ? t('pay.redirecting') : t('pay.pay', { amount: ksh(data.total_price) })}
          </Button>
        ) : (
          <Alert severity={status.outcome === 'failed' || status.outcome === 'review' ? 'warning' : 'info'} role="none">
            {t(statusText(data, 'note'))}
          </Alert>
        )}
        <p className={cx('body2', 'text-muted', styles.pesapal)}>{t('pay.pesapal')}</p>
        <PaymentLogos />
      </Card>
    </Container>
  );
}

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
