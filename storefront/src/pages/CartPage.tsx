import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { itemCount } from '../components/layout/Header';
import { DiscountCodeField, DiscountLine } from '../components/DiscountCode';
import { PageLoading } from '../components/PageLoading';
import { PaymentLogos } from '../components/PaymentLogos';
import { ProductImage } from '../components/ProductImage';
import { useDeliveryOptions } from '../api/queries';
import type { DeliveryOption } from '../api/delivery';
import { CountyField, OptionSummary, OptionsProblem } from '../components/DeliveryChoice';
import { deliveryIsFree } from '../lib/delivery';
import { sumAmounts } from '../lib/money';
import { useFormats } from '../i18n/format';
import { clampQuantity } from '../lib/products';
import { useAuth } from '../state/Auth';
import { useCart, type CartLine } from '../state/Cart';
import { getCounty, setCounty, useStorageState } from '../state/storage';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { cx } from '../ui/classNames';
import { Container } from '../ui/Container';
import { AddIcon, DeleteOutlineIcon, RemoveIcon, ShoppingBagOutlinedIcon } from '../ui/icons';
import { IconButton } from '../ui/IconButton';
import emptyStyles from '../components/EmptyState.module.css';
import amountStyles from '../components/AmountRow.module.css';
import { SummaryTotal } from '../components/SummaryTotal';
import cardStyles from '../ui/Card.module.css';
import styles from './CartPage.module.css';

function QuantityStepper({ line, onChange }: { line: CartLine; onChange: (q: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(line.quantity));
  useEffect(() => setText(String(line.quantity)), [line.quantity]);
  const commit = () => {
    const q = clampQuantity(text, line.max);
    setText(String(q));
    if (q !== line.quantity) onChange(q);
  };
  return (
    <div className={styles.stepper}>
      <IconButton size="small" label={t('cart.decrease', { name: line.name })} disabled={line.quantity <= 1} onClick={() => onChange(line.quantity - 1)}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <input
        type="number"
        className={styles.quantity}
        value={text}
        min={1}
        max={line.max}
        aria-label={t('cart.quantityOf', { name: line.name })}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      <IconButton size="small" label={t('cart.increase', { name: line.name })} disabled={line.quantity >= line.max} onClick={() => onChange(line.quantity + 1)}>
        <AddIcon fontSize="small" />
      </IconButton>
    </div>
  );
}

/** Which of the county's methods are free over a goods total, and whether these goods are over it (the bound the API gives). */
function FreeDeliveryNote({ goods, options }: { goods: number; options: DeliveryOption[] }) {
  const { t } = useTranslation();
  const { ksh } = useFormats();
  const withBound = options.filter((m) => m.free_over !== null);
  if (withBound.length === 0) return null;
  const freeOver = withBound[0].free_over!;
  const methods = withBound.filter((m) => m.free_over === freeOver).map((m) => m.name).join(', ');
  const free = deliveryIsFree(goods, freeOver);
  return (
    <p className={cx('body2', styles.freeNote, free ? styles.free : 'text-muted')} data-testid="free-delivery-note">
      {free ? t('cart.freeDelivery', { over: ksh(freeOver), methods }) : t('cart.freeDeliveryFrom', { over: ksh(freeOver), goods: ksh(goods), methods })}
    </p>
  );
}

/** The county the shopper ships to (remembered in the browser, a guest's too) and what each method there costs and takes. */
function CartDelivery({ goods }: { goods: number }) {
  const { t } = useTranslation();
  const cart = useCart();
  const [county, setCountyState] = useStorageState(getCounty, '');
  const options = useDeliveryOptions(county, cart.quoteFor, [cart.total, cart.count, cart.discount?.code ?? null, cart.discount?.amount ?? 0]);
  return (
    <div className={styles.delivery} data-testid="cart-delivery">
      <CountyField
        value={county}
        onChange={(code) => {
          setCountyState(code);
          setCounty(code || null);
        }}
      />
      {county === '' ? (
        <p className={cx('body2', 'text-muted', styles.afterCounty)}>{t('delivery.chooseCountyFirst')}</p>
      ) : options.isPending ? (
        <p className={cx('body2', 'text-muted', styles.afterCounty)}>{t('checkout.loadingDelivery')}</p>
      ) : options.isError ? (
        <div className={styles.afterCounty}>
          <OptionsProblem error={options.error} onRetry={() => void options.refetch()} />
        </div>
      ) : (
        <>
          <ul className={cx(styles.methods, styles.afterCounty)} aria-label={t('checkout.deliveryOptions')}>
            {options.data.map((m) => (
              <li className="body2" key={m.code}>
                <OptionSummary option={m} />
              </li>
            ))}
          </ul>
          {cart.discount?.type !== 'free_delivery' && <FreeDeliveryNote goods={goods} options={options.data} />}
        </>
      )}
    </div>
  );
}

export default function CartPage() {
  const { t } = useTranslation();
  const { ksh } = useFormats();
  usePageTitle(t('cart.title'));
  const cart = useCart();
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const [proceeding, setProceeding] = useState(false);

  if (cart.isLoading) return <PageLoading label={t('cart.loading')} />;

  if (cart.lines.length === 0) {
    return (
      <Container maxWidth="sm" className={emptyStyles.emptyState}>
        <ShoppingBagOutlinedIcon className={cx(emptyStyles.icon, emptyStyles.bigIcon)} />
        <h1 className="h4 gutter-bottom">{t('common.cartEmpty')}</h1>
        <p className={emptyStyles.text}>{t('cart.emptyText')}</p>
        <Button variant="contained" to="/shop">
          {t('common.continueShopping')}
        </Button>
      </Container>
    );
  }

  // What the shopper pays for goods: free delivery is judged on it (deliveryIsFree).
  const goodsToPay = sumAmounts([cart.total, -(cart.discount?.amount ?? 0)]);

  const proceed = async () => {
    setProceeding(true);
    try {
      if (isLoggedIn) await cart.mergeGuestCart();
      navigate('/checkout');
    } finally {
      setProceeding(false);
    }
  };

  return (
    <Container className={styles.page}>
      <h1 className="h4 gutter-bottom">{t('cart.title')}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          <ul className={styles.lines}>
            {cart.lines.map((line) => (
              <li key={line.key} className={cx(cardStyles.card, styles.line)} aria-label={line.name}>
                <ProductImage src={line.image} alt={line.name} width={80} height={80} className={styles.thumb} />
                <div className={styles.lineText}>
                  <p className={styles.lineName}>{line.name}</p>
                  <p className={styles.linePrice}>{ksh(line.total)}</p>
                  {line.max === 0 ? (
                    <span className={cx('caption', styles.outOfStock)}>{t('cart.lineOutOfStock')}</span>
                  ) : (
                    line.quantity >= line.max && <span className={cx('caption', styles.fewLeft)}>{t('cart.onlyInStock', { count: line.max })}</span>
                  )}
                  <div className={styles.lineActions}>
                    <QuantityStepper line={line} onChange={(q) => cart.setQuantity(line.key, q)} />
                    <IconButton label={t('cart.remove', { name: line.name })} onClick={() => cart.remove(line.key)} color="error">
                      <DeleteOutlineIcon />
                    </IconButton>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <div className={styles.cartActions}>
            <Button to="/shop">{t('common.continueShopping')}</Button>
            <Button color="error" variant="outlined" onClick={() => cart.empty()}>
              {t('cart.empty')}
            </Button>
          </div>
        </div>
        <div>
          <Card as="section" className={styles.summary} aria-label={t('common.orderSummaryLabel')}>
            <h2 className="h6 gutter-bottom">{t('common.orderSummary')}</h2>
            <div className={cx(amountStyles.row, styles.subtotal)}>
              <p>{t('cart.subtotalItems', { items: itemCount(t, cart.count) })}</p>
              <p>{ksh(cart.total)}</p>
            </div>
            <DiscountLine code={cart.discount?.code} amount={cart.discount?.amount ?? 0} />
            <CartDelivery goods={goodsToPay} />
            <p className="body2 text-muted">
              {cart.discount?.type === 'free_delivery' && !cart.discount.problem ? t('cart.freeDeliveryCode') : t('cart.deliveryAtCheckout')}
            </p>
            <DiscountCodeField />
            <SummaryTotal amount={goodsToPay} testId="cart-total" />
            <Button variant="contained" size="large" fullWidth onClick={proceed} disabled={proceeding}>
              {t('cart.proceed')}
            </Button>
            <div className={styles.logos}>
              <PaymentLogos />
            </div>
          </Card>
        </div>
      </div>
    </Container>
  );
}
