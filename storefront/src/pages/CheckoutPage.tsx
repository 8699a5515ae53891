import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, formErrors } from '@shop/api-client';
import { deliveryApi, type SavedAddress } from '../api/delivery';
import { orderApi } from '../api/endpoints';
import { useAddresses, useDeliveryOptions } from '../api/queries';
import { CountyField, DeliveryOptions, OptionsProblem, PickupPoints, useDaysText } from '../components/DeliveryChoice';
import { DiscountCodeField, DiscountLine } from '../components/DiscountCode';
import { LoginRequired } from '../components/LoginRequired';
import { PageLoading } from '../components/PageLoading';
import { PaymentLogos } from '../components/PaymentLogos';
import { answerLost, newAttemptKey, NOTES_MAX, sendWithRetries, validateCheckout, type CheckoutField } from '../lib/checkout';
import { SummaryLines } from '../components/SummaryLines';
import { WhatsAppUpdatesBox, WhatsAppUpdatesOn } from '../components/WhatsAppUpdates';
import { PrivacyNotice } from '../components/PrivacyNotice';
import { sumAmounts } from '../lib/money';
import { useFormats } from '../i18n/format';
import { useAuth } from '../state/Auth';
import { useShopMeta } from '../lib/shopMeta';
import { useCart } from '../state/Cart';
import { getCounty, getDraft, setCounty, setDraft } from '../state/storage';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Checkbox } from '../ui/Checkbox';
import { cx } from '../ui/classNames';
import { Container } from '../ui/Container';
import { Divider } from '../ui/Divider';
import { TextField } from '../ui/TextField';
import amountStyles from '../components/AmountRow.module.css';
import { SummaryTotal } from '../components/SummaryTotal';
import emptyStyles from '../components/EmptyState.module.css';
import styles from './CheckoutPage.module.css';

/** The payload fields this form shows: their messages go under them, not in the alert. */
const CHECKOUT_FIELDS: ReadonlyArray<CheckoutField> = [
  'client_name',
  'client_email',
  'client_phone',
  'delivery_county',
  'delivery_town',
  'delivery_address',
  'delivery_notes',
  'delivery_method',
  'pickup_point_id',
];

/** Whether the form's address is one the book already holds (then there is nothing to save). */
const inBook = (book: SavedAddress[], county: string, town: string, line: string) =>
  book.some((a) => a.county_code === county && a.town.trim().toLowerCase() === town.trim().toLowerCase() && a.line.trim().toLowerCase() === line.trim().toLowerCase());

/** The API's errors on a choice (delivery method, pickup point), under it: the choice names this by aria-describedby. */
function ChoiceError({ id, errors }: { id: string; errors?: string[] }) {
  return errors ? (
    <p className={styles.fieldError} id={id}>
      {errors.join(' ')}
    </p>
  ) : null;
}

export default function CheckoutPage() {
  const { t } = useTranslation();
  const { ksh } = useFormats();
  const days = useDaysText();
  usePageTitle(t('checkout.title'));
  const { isLoggedIn, user, setUser } = useAuth();
  const shopMeta = useShopMeta();
  const cart = useCart();
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
  // The address, asked in this order: county, town or area, street / building / landmark, notes for the rider.
  const [county, setCountyState] = useState(() => getCounty());
  const [town, setTown] = useState(() => getDraft('deliveryTown'));
  const [address, setAddress] = useState(() => getDraft('deliveryAddress'));
  const [notes, setNotes] = useState(() => getDraft('deliveryNotes'));
  const [method, setMethod] = useState(() => getDraft('deliveryMethod'));
  const [pickupPoint, setPickupPoint] = useState(() => getDraft('pickupPoint'));
  const [saveAddress, setSaveAddress] = useState(false);
  // "Send my order updates on WhatsApp": unticked until the shopper ticks it.
  const [whatsappUpdates, setWhatsappUpdates] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What is wrong with a field (missing, or the server's word such as a phone number that is not
  // a Kenyan mobile), shown under that field until it is edited.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [placing, setPlacing] = useState(false);
  // Set once the order exists: from then on this page only hands over to the payment page.
  const [placed, setPlaced] = useState(false);
  // The Idempotency-Key of the checkout attempt whose answer is still unknown.
  const attemptKey = useRef<string | null>(null);

  const book = useAddresses(isLoggedIn ? (user?.id ?? 0) : null);
  const addresses = useMemo(() => book.data ?? [], [book.data]);
  // The account's default address fills an address the shopper has not started (nothing typed, no draft).
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !book.data) return;
    prefilled.current = true;
    const home = book.data.find((a) => a.is_default) ?? book.data[0];
    if (!home || getDraft('deliveryAddress') || getDraft('deliveryTown')) return;
    setCountyState(home.county_code);
    setTown(home.town);
    setAddress(home.line);
    setNotes(home.notes ?? '');
  }, [book.data]);

  // The cart's contents and code key the quote: a change asks the server again.
  const cartState = [cart.total, cart.count, cart.discount?.code ?? null, cart.discount?.amount ?? 0];
  const optionsQuery = useDeliveryOptions(county, cart.quoteFor, cartState);
  const options = useMemo(() => optionsQuery.data ?? [], [optionsQuery.data]);

  // The draft's method when the county has it, else the first one; a pickup method's only point is chosen for the shopper.
  // Chosen before the browser paints (layout effects), so the options never show with none of them chosen.
  useLayoutEffect(() => {
    if (options.length > 0 && !options.some((m) => m.code === method)) setMethod(options[0].code);
  }, [options, method]);
  const selected = options.find((m) => m.code === method);
  useLayoutEffect(() => {
    if (!selected?.needs_pickup_point) return;
    if (selected.pickup_points.some((p) => String(p.id) === pickupPoint)) return;
    setPickupPoint(selected.pickup_points.length === 1 ? String(selected.pickup_points[0].id) : '');
  }, [selected, pickupPoint]);

  if (!isLoggedIn) return <LoginRequired message={t('checkout.needAccount')} />;
  if (cart.isLoading) return <PageLoading />;
  // The emptied cart must not flash 'Your cart is empty' while the payment page loads.
  if (placed) return <PageLoading label={t('checkout.loadingOrder')} />;

  if (cart.lines.length === 0) {
    return (
      <Container maxWidth="sm" className={emptyStyles.emptyState}>
        <h1 className="h4 gutter-bottom">{t('common.cartEmpty')}</h1>
        <Button variant="contained" to="/shop">
          {t('common.continueShopping')}
        </Button>
      </Container>
    );
  }

  // The server says what the chosen method costs for these goods, and what the code takes off it.
  const fee = selected?.fee ?? 0;
  const discount = (cart.discount?.amount ?? 0) + (selected?.fee_discount ?? 0);
  const total = sumAmounts([cart.total, fee, -discount]);
  const shownName = nameTouched ? name : defaultName;
  const phone = typedPhone ?? (customer?.phone || user?.phone || '');
  const needsAddress = selected ? selected.requires_address : true;
  const canSave = needsAddress && county !== '' && town.trim() !== '' && address.trim() !== '' && !inBook(addresses, county, town, address);

  /** A field's edit: its value kept as a draft, and its message gone. */
  const edit = (field: CheckoutField, set: (v: string) => void, draft?: Parameters<typeof setDraft>[0]) => (value: string) => {
    set(value);
    if (draft) setDraft(draft, value);
    setFieldErrors(({ [field]: _, ...rest }) => rest);
  };
  const chooseCounty = (code: string) => {
    setCountyState(code);
    setCounty(code || null);
    setFieldErrors(({ delivery_county: _, delivery_method: __, pickup_point_id: ___, ...rest }) => rest);
  };

  const placeOrder = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    const check = validateCheckout(
      { name: shownName, email, phone, county, town, address, notes, deliveryMethod: method, pickupPoint, whatsappUpdates },
      options,
      { loggedIn: isLoggedIn, cartLoaded: !cart.isLoading },
    );
    if (!check.ok) {
      if (check.field) {
        setFieldErrors({ [check.field]: [t(check.error)] });
        // On a phone the field may be far above the button: take the shopper to it.
        const form = e.currentTarget instanceof HTMLFormElement ? e.currentTarget : null;
        const named = form?.querySelector<HTMLInputElement>(`[name="${check.field}"]`);
        // The county's Combobox sends its code in a hidden input beside the field the shopper types in.
        const field = named?.type === 'hidden' ? named.parentElement?.querySelector<HTMLElement>('[role="combobox"]') : named;
        field?.focus();
      } else setError(t(check.error));
      return;
    }
    setPlacing(true);
    // One key per attempt: kept while its answer is lost (the next click retries it), new after any answer.
    const key = (attemptKey.current ??= newAttemptKey());
    try {
      const order = await sendWithRetries(() => orderApi.checkout(check.payload, key));
      attemptKey.current = null;
      for (const draft of ['phone', 'deliveryAddress', 'deliveryMethod', 'deliveryTown', 'deliveryNotes', 'pickupPoint'] as const) setDraft(draft, null);
      // The address goes into the book once the order is placed; a refusal there never holds up the payment.
      if (saveAddress && canSave && check.payload.delivery_town && check.payload.delivery_address) {
        void deliveryApi
          .saveAddress({ label: null, county_code: county, town: check.payload.delivery_town, line: check.payload.delivery_address, notes: check.payload.delivery_notes ?? null })
          .then(() => queryClient.invalidateQueries({ queryKey: ['addresses'] }))
          .catch(() => undefined);
      }
      // The API keeps the WhatsApp choice on the account: the next checkout and the account page show it.
      if (check.payload.whatsapp_updates && user) {
        setUser({ ...user, whatsapp_updates: true });
        void queryClient.invalidateQueries({ queryKey: ['profile'] });
      }
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
      // A fee or point changed meanwhile: quote again.
      if (err instanceof ApiError && (err.fieldErrors.delivery_method || err.fieldErrors.pickup_point_id)) void optionsQuery.refetch();
    } finally {
      setPlacing(false);
    }
  };

  const textField = (field: CheckoutField, value: string, onChange: (v: string) => void) => ({
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    error: !!fieldErrors[field],
    helperText: fieldErrors[field]?.join(' '),
    name: field,
    fullWidth: true,
  });

  return (
    <Container className={styles.page}>
      <h1 className="h4 gutter-bottom">{t('checkout.title')}</h1>
      <form onSubmit={placeOrder} noValidate className={styles.layout}>
        <div>
          <Card className={styles.card}>
            <h2 className="h6 gutter-bottom">{t('checkout.customer')}</h2>
            <div className="stack">
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
                readOnly
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
              {/* A standing choice is the account's: unticking here would not withdraw it, so no box, and where to change it. */}
              {user?.whatsapp_updates ? (
                <WhatsAppUpdatesOn />
              ) : (
                shopMeta.whatsappUpdates && <WhatsAppUpdatesBox
                  checked={whatsappUpdates}
                  onChange={setWhatsappUpdates}
                  hint={phone.trim() ? t('whatsappUpdates.checkoutHint', { phone: phone.trim() }) : t('whatsappUpdates.checkoutHintNoPhone')}
                />
              )}
            </div>

            <h2 className={cx('h6', 'gutter-bottom', styles.section)}>{t('checkout.deliveryAddress')}</h2>
            <div className="stack">
              <CountyField value={county} onChange={chooseCounty} required error={!!fieldErrors.delivery_county} helperText={fieldErrors.delivery_county?.join(' ')} />
              <TextField
                label={t('checkout.town')}
                required={needsAddress}
                placeholder={t('checkout.townPlaceholder')}
                autoComplete="address-level2"
                {...textField('delivery_town', town, edit('delivery_town', setTown, 'deliveryTown'))}
              />
              <TextField
                label={t('checkout.address')}
                required={needsAddress}
                multiline
                rows={2}
                placeholder={t('checkout.addressPlaceholder')}
                autoComplete="street-address"
                {...textField('delivery_address', address, edit('delivery_address', setAddress, 'deliveryAddress'))}
              />
              <TextField
                label={t('checkout.notes')}
                multiline
                placeholder={t('checkout.notesPlaceholder')}
                rows={1}
                maxLength={NOTES_MAX}
                {...textField('delivery_notes', notes, edit('delivery_notes', setNotes, 'deliveryNotes'))}
              />
              {isLoggedIn && canSave && (
                <Checkbox checked={saveAddress} onChange={(e) => setSaveAddress(e.target.checked)} name="save_address" label={t('checkout.saveAddress')} />
              )}
            </div>

            <h2 className={cx('h6', 'gutter-bottom', styles.section)} id="delivery-label">
              {t('checkout.deliveryOptions')}
            </h2>
            {county === '' ? (
              <p className="text-muted" data-testid="choose-county-first">
                {t('delivery.chooseCountyFirst')}
              </p>
            ) : optionsQuery.isPending ? (
              <p className="text-muted">{t('checkout.loadingDelivery')}</p>
            ) : optionsQuery.isError ? (
              <OptionsProblem error={optionsQuery.error} onRetry={() => void optionsQuery.refetch()} />
            ) : (
              <DeliveryOptions
                options={options}
                value={method}
                labelledBy="delivery-label"
                describedBy={fieldErrors.delivery_method ? 'delivery-error' : undefined}
                onChange={edit('delivery_method', setMethod, 'deliveryMethod')}
              />
            )}
            <ChoiceError id="delivery-error" errors={fieldErrors.delivery_method} />

            {selected?.needs_pickup_point && (
              <div className={styles.pickup}>
                <h3 className={styles.subtitle} id="pickup-label">
                  {t('checkout.pickupPoint')}
                </h3>
                <PickupPoints
                  points={selected.pickup_points}
                  value={pickupPoint}
                  labelledBy="pickup-label"
                  describedBy={fieldErrors.pickup_point_id ? 'pickup-error' : undefined}
                  onChange={edit('pickup_point_id', setPickupPoint, 'pickupPoint')}
                />
                <ChoiceError id="pickup-error" errors={fieldErrors.pickup_point_id} />
              </div>
            )}
          </Card>
        </div>

        <div>
          <Card as="section" className={styles.card} aria-label={t('common.orderSummaryLabel')}>
            <h2 className="h6 gutter-bottom">{t('common.orderSummary')}</h2>
            <SummaryLines lines={cart.lines.map((l) => ({ key: l.key, name: l.name, quantity: l.quantity, total: l.total }))} />
            <Divider className={styles.divider} />
            <div className={amountStyles.row}>
              <p>{t('common.subtotal')}</p>
              <p>{ksh(cart.total)}</p>
            </div>
            <div className={amountStyles.row}>
              <p>{selected ? selected.name : t('common.delivery')}</p>
              <p className={amountStyles.value} data-testid="delivery-fee">
                {selected ? (fee === 0 ? t('common.free') : ksh(fee)) : '-'}
              </p>
            </div>
            {selected && (
              <p className="body2 text-muted" data-testid="delivery-days">
                {days(selected.days_min, selected.days_max)}
              </p>
            )}
            <DiscountLine code={cart.discount?.code} amount={discount} />
            <DiscountCodeField />
            <SummaryTotal amount={total} testId="checkout-total" />
            {error && (
              <Alert severity="error" role="alert" className={styles.error}>
                {error}
              </Alert>
            )}
            <Button type="submit" variant="contained" size="large" fullWidth disabled={placing}>
              {placing ? t('checkout.placing') : t('checkout.place')}
            </Button>
            <div className={styles.privacy}>
              <PrivacyNotice />
            </div>
            <div className={styles.logos}>
              <PaymentLogos />
            </div>
          </Card>
        </div>
      </form>
    </Container>
  );
}
