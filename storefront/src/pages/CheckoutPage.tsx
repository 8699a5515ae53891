import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, formErrors, type CheckoutPayload, type DeliveryMethodCode } from '@shop/api-client';
import { orderApi } from '../api/endpoints';
import { useDeliveryMethods } from '../api/queries';
import { DiscountCodeField, DiscountLine } from '../components/DiscountCode';
import { LoginRequired } from '../components/LoginRequired';
import { PageLoading } from '../components/PageLoading';
import { PaymentLogos } from '../components/PaymentLogos';
import { answerLost, newAttemptKey, sendWithRetries, validateCheckout } from '../lib/checkout';
import { SummaryLines } from '../components/SummaryLines';
import { PrivacyNotice } from '../components/PrivacyNotice';
import { sumAmounts } from '../lib/money';
import { useFormats } from '../i18n/format';
import { useAuth } from '../state/Auth';
import { useCart } from '../state/Cart';
import { getDraft, setDraft } from '../state/storage';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';

/** The payload fields this form shows: their messages go under them, not in the alert. */
const CHECKOUT_FIELDS: ReadonlyArray<keyof CheckoutPayload> = ['client_name', 'client_email', 'client_phone', 'delivery_method', 'delivery_address'];

export default function CheckoutPage() {
  const { t } = useTranslation();
  const { ksh } = useFormats();
  usePageTitle(t('checkout.title'));
  const { isLoggedIn, user } = useAuth();
  const cart = useCart();
  const methodsQuery = useDeliveryMethods();
  const methods = useMemo(() => methodsQuery.data ?? [], [methodsQuery.data]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The server cart names its owner; the order defaults to the account's name, e-mail and phone.
  const customer = cart.customer;
  const defaultName = (customer ? `${customer.first_name} ${customer.last_name}`.trim() : '') || user?.full_name || user?.username || '';
  const email = customer?.email || user?.email || '';

  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  // What the shopper typed (kept as a draft); until then, the account's phone.
  const [typedPhone, setPhone] = useState<string | null>(() => getDraft('phone') || null);
  const [address, setAddress] = useState(() => getDraft('deliveryAddress'));
  const [method, setMethod] = useState(() => getDraft('deliveryMethod'));
  const [error, setError] = useState<string | null>(null);
  // What is wrong with a field (missing, or the server's word such as a phone number that is not
  // a Kenyan mobile), shown under that field until it is edited.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [placing, setPlacing] = useState(false);
  // Set once the order exists: from then on this page only hands over to the payment page.
  const [placed, setPlaced] = useState(false);
  // The Idempotency-Key of the checkout attempt whose answer is still unknown.
  const attemptKey = useRef<string | null>(null);

  // The draft's method when the shop still offers it, else the first one.
  useEffect(() => {
    if (methods.length > 0 && !methods.some((m) => m.code === method)) setMethod(methods[0].code);
  }, [methods, method]);

  if (!isLoggedIn) return <LoginRequired message={t('checkout.needAccount')} />;
  if (cart.isLoading) return <PageLoading />;
  // The emptied cart must not flash 'Your cart is empty' while the payment page loads.
  if (placed) return <PageLoading label={t('checkout.loadingOrder')} />;

  if (cart.lines.length === 0) {
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('common.cartEmpty')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/shop">
          {t('common.continueShopping')}
        </Button>
      </Container>
    );
  }

  const selected = methods.find((m) => m.code === method);
  // The cart says what each method costs for these goods: the page shows what checkout charges, by the server's rule.
  const feeOf = (code: DeliveryMethodCode) => cart.deliveryFees?.[code] ?? 0;
  const fee = selected ? feeOf(selected.code) : 0;
  // So is what the code takes off for the chosen method (a free-delivery code takes off its fee).
  const discount = selected ? (cart.discount?.byMethod[selected.code] ?? 0) : (cart.discount?.amount ?? 0);
  const total = sumAmounts([cart.total, fee, -discount]);
  const shownName = nameTouched ? name : defaultName;
  const phone = typedPhone ?? (customer?.phone || user?.phone || '');

  const placeOrder = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    const check = validateCheckout(
      { name: shownName, email, phone, deliveryMethod: method, address },
      methods,
      { loggedIn: isLoggedIn, cartLoaded: !cart.isLoading },
    );
    if (!check.ok) {
      if (check.field) {
        setFieldErrors({ [check.field]: [t(check.error)] });
        // On a phone the field may be far above the button: take the shopper to it.
        const field = e.currentTarget instanceof HTMLFormElement ? e.currentTarget.elements.namedItem(check.field) : null;
        if (field instanceof HTMLElement) field.focus();
      } else setError(t(check.error));
      return;
    }
    setPlacing(true);
    // One key per attempt: kept while its answer is lost (the next click retries it), new after any answer.
    const key = (attemptKey.current ??= newAttemptKey());
    try {
      const order = await sendWithRetries(() => orderApi.checkout(check.payload, key));
      attemptKey.current = null;
      setDraft('phone', null);
      setDraft('deliveryAddress', null);
      setDraft('deliveryMethod', null);
      // The payment page shows this order: it needs no second read.
      queryClient.setQueryData(['order', String(order.id)], order);
      setPlaced(true);
      // An order its discount paid in full is paid as placed: nothing to pay, so straight to the result page.
      navigate(order.status === 'paid' ? `/order-success?ref=${encodeURIComponent(order.reference)}` : `/payment/${order.id}`);
      // The cart is empty now; its new state is read without holding up the payment page.
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    } catch (err) {
      if (!answerLost(err)) attemptKey.current = null;
      const shown = formErrors(err, t('checkout.placeFailed'), CHECKOUT_FIELDS);
      setError(shown.alert);
      setFieldErrors(shown.fieldErrors);
      // A code refused now (used up meanwhile, expired…): the cart shows it as not applying.
      if (err instanceof ApiError && err.fieldErrors.code) void queryClient.invalidateQueries({ queryKey: ['cart'] });
    } finally {
      setPlacing(false);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('checkout.title')}
      </Typography>
      <Box component="form" onSubmit={placeOrder} noValidate>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card sx={{ p: { xs: 2, md: 3 } }}>
              <Typography variant="h6" gutterBottom>
                {t('checkout.customer')}
              </Typography>
              <Stack spacing={2}>
                <TextField
                  label={t('checkout.fullName')}
                  value={shownName}
                  onChange={(e) => {
                    setNameTouched(true);
                    setName(e.target.value);
                    setFieldErrors(({ client_name: _, ...rest }) => rest);
                  }}
                  error={!!fieldErrors.client_name}
                  helperText={fieldErrors.client_name?.join(' ')}
                  autoComplete="name"
                />
                <TextField
                  label={t('common.email')}
                  value={email}
                  slotProps={{ input: { readOnly: true } }}
                  error={!!fieldErrors.client_email}
                  helperText={fieldErrors.client_email?.join(' ') ?? t('checkout.receipt')}
                />
                <TextField
                  label={t('common.phone')}
                  required
                  value={phone}
                  onChange={(e) => {
                    setPhone(e.target.value);
                    setDraft('phone', e.target.value);
                    setFieldErrors(({ client_phone: _, ...rest }) => rest);
                  }}
                  error={!!fieldErrors.client_phone}
                  helperText={fieldErrors.client_phone?.join(' ')}
                  placeholder={t('common.phoneExample')}
                  name="client_phone"
                  type="tel"
                  autoComplete="tel"
                />
              </Stack>

              <Typography variant="h6" sx={{ mt: 3 }} gutterBottom id="delivery-label">
                {t('checkout.deliveryOptions')}
              </Typography>
              {methodsQuery.isPending ? (
                <Typography color="text.secondary">{t('checkout.loadingDelivery')}</Typography>
              ) : methodsQuery.isError ? (
                <Alert severity="error" action={<Button onClick={() => methodsQuery.refetch()}>{t('common.retry')}</Button>}>
                  {t('checkout.deliveryFailed')}
                </Alert>
              ) : (
                <RadioGroup
                  aria-labelledby="delivery-label"
                  aria-describedby={fieldErrors.delivery_method ? 'delivery-error' : undefined}
                  value={method}
                  onChange={(e) => {
                    setMethod(e.target.value);
                    setDraft('deliveryMethod', e.target.value);
                    setFieldErrors(({ delivery_method: _, ...rest }) => rest);
                  }}
                >
                  {methods.map((m) => {
                    const mFee = feeOf(m.code);
                    return (
                      <FormControlLabel
                        key={m.code}
                        value={m.code}
                        control={<Radio />}
                        sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                        label={
                          <Box>
                            <Typography sx={{ fontWeight: 600 }}>
                              {m.label} - {mFee === 0 ? t('common.free') : ksh(mFee)}
                              {mFee === 0 && m.fee > 0 ? t('checkout.was', { fee: ksh(m.fee) }) : ''}
                            </Typography>
                            {m.description && (
                              <Typography variant="body2" color="text.secondary">
                                {m.description}
                              </Typography>
                            )}
                          </Box>
                        }
                      />
                    );
                  })}
                </RadioGroup>
              )}
              {fieldErrors.delivery_method && (
                <FormHelperText error id="delivery-error">
                  {fieldErrors.delivery_method.join(' ')}
                </FormHelperText>
              )}

              {selected?.requires_address !== false && (
                <TextField
                  label={t('checkout.address')}
                  required
                  fullWidth
                  multiline
                  minRows={2}
                  value={address}
                  onChange={(e) => {
                    setAddress(e.target.value);
                    setDraft('deliveryAddress', e.target.value);
                    setFieldErrors(({ delivery_address: _, ...rest }) => rest);
                  }}
                  error={!!fieldErrors.delivery_address}
                  helperText={fieldErrors.delivery_address?.join(' ')}
                  placeholder={t('checkout.addressPlaceholder')}
                  name="delivery_address"
                  sx={{ mt: 2 }}
                  autoComplete="street-address"
                />
              )}
            </Card>
          </Grid>

          <Grid size={{ xs: 12, md: 5 }}>
            <Card sx={{ p: { xs: 2, md: 3 } }} aria-label={t('common.orderSummaryLabel')}>
              <Typography variant="h6" gutterBottom>
                {t('common.orderSummary')}
              </Typography>
              <SummaryLines lines={cart.lines.map((l) => ({ key: l.key, name: l.name, quantity: l.quantity, total: l.total }))} />
              <Divider sx={{ my: 2 }} />
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography>{t('common.subtotal')}</Typography>
                <Typography>{ksh(cart.total)}</Typography>
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography>{t('common.delivery')}</Typography>
                <Typography data-testid="delivery-fee">{selected ? (fee === 0 ? t('common.free') : ksh(fee)) : '-'}</Typography>
              </Stack>
              <DiscountLine code={cart.discount?.code} amount={discount} />
              <DiscountCodeField />
              <Divider sx={{ my: 2 }} />
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
                <Typography variant="h6">{t('common.total')}</Typography>
                <Typography variant="h6" color="primary" data-testid="checkout-total">
                  {ksh(total)}
                </Typography>
              </Stack>
              {error && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {error}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" fullWidth disabled={placing}>
                {placing ? t('checkout.placing') : t('checkout.place')}
              </Button>
              <Box sx={{ mt: 1.5 }}>
                <PrivacyNotice />
              </Box>
              <Box sx={{ mt: 2 }}>
                <PaymentLogos />
              </Box>
            </Card>
          </Grid>
        </Grid>
      </Box>
    </Container>
  );
}
