import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
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
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('pay.complete')}
      </Typography>
      <Card sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="h6">{t('track.order', { reference: data.reference })}</Typography>
          <Chip label={t(statusText(data, 'label'))} color={status.colour} size="small" />
        </Stack>
        <SummaryLines lines={data.items.map((item) => ({ key: item.id, name: item.variant.name, quantity: item.quantity, total: item.subtotal }))} />
        <Divider sx={{ my: 2 }} />
        <OrderAmounts order={data} />
        <Divider sx={{ my: 2 }} />
        <OrderDelivery order={data} />
        <Divider sx={{ my: 2 }} />
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6">{t('common.total')}</Typography>
          <Typography variant="h6" color="primary" data-testid="order-total">
            {ksh(data.total_price)}
          </Typography>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {payable ? (
          <Button variant="contained" size="large" fullWidth startIcon={<LockOutlinedIcon />} onClick={pay} disabled={paying}>
            {paying ? t('pay.redirecting') : t('pay.pay', { amount: ksh(data.total_price) })}
          </Button>
        ) : (
          <Alert severity={status.outcome === 'failed' || status.outcome === 'review' ? 'warning' : 'info'}>{t(statusText(data, 'note'))}</Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('pay.pesapal')}
        </Typography>
        <PaymentLogos />
      </Card>
    </Container>
  );
}

function Message({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h5" component="p" gutterBottom role="alert">
        {text}
      </Typography>
      <Button component={RouterLink} to="/shop" variant="contained" sx={{ mt: 2 }}>
        {t('common.backToShop')}
      </Button>
    </Container>
  );
}
