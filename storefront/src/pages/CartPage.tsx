import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RemoveIcon from '@mui/icons-material/Remove';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
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
    <Stack direction="row" sx={{ alignItems: 'center' }} spacing={0.5}>
      <IconButton
        size="small"
        aria-label={t('cart.decrease', { name: line.name })}
        disabled={line.quantity <= 1}
        onClick={() => onChange(line.quantity - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        type="number"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        slotProps={{ htmlInput: { min: 1, max: line.max, 'aria-label': t('cart.quantityOf', { name: line.name }), style: { textAlign: 'center', width: 44 } } }}
      />
      <IconButton
        size="small"
        aria-label={t('cart.increase', { name: line.name })}
        disabled={line.quantity >= line.max}
        onClick={() => onChange(line.quantity + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
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
    <Typography variant="body2" color={free ? 'success.main' : 'text.secondary'} sx={{ mt: 0.5 }} data-testid="free-delivery-note">
      {free ? t('cart.freeDelivery', { over: ksh(freeOver), methods }) : t('cart.freeDeliveryFrom', { over: ksh(freeOver), goods: ksh(goods), methods })}
    </Typography>
  );
}

/** The county the shopper ships to (remembered in the browser, a guest's too) and what each method there costs and takes. */
function CartDelivery({ goods }: { goods: number }) {
  const { t } = useTranslation();
  const cart = useCart();
  const [county, setCountyState] = useStorageState(getCounty, '');
  const options = useDeliveryOptions(county, cart.quoteFor, [cart.total, cart.count, cart.discount?.code ?? null, cart.discount?.amount ?? 0]);
  return (
    <Box sx={{ my: 1.5 }} data-testid="cart-delivery">
      <CountyField
        value={county}
        onChange={(code) => {
          setCountyState(code);
          setCounty(code || null);
        }}
      />
      {county === '' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('delivery.chooseCountyFirst')}
        </Typography>
      ) : options.isPending ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('checkout.loadingDelivery')}
        </Typography>
      ) : options.isError ? (
        <Box sx={{ mt: 1 }}>
          <OptionsProblem error={options.error} onRetry={() => void options.refetch()} />
        </Box>
      ) : (
        <>
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} aria-label={t('checkout.deliveryOptions')}>
            {options.data.map((m) => (
              <Typography component="li" variant="body2" key={m.code}>
                <OptionSummary option={m} />
              </Typography>
            ))}
          </Stack>
          {cart.discount?.type !== 'free_delivery' && <FreeDeliveryNote goods={goods} options={options.data} />}
        </>
      )}
    </Box>
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
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <ShoppingBagOutlinedIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
        <Typography variant="h4" component="h1" sx={{ mt: 1 }} gutterBottom>
          {t('common.cartEmpty')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('cart.emptyText')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/shop">
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
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('cart.title')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {cart.lines.map((line) => (
              <Card component="li" key={line.key} sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }} aria-label={line.name}>
                <ProductImage src={line.image} alt={line.name} width={80} height={80} sx={{ width: 80, height: 80, borderRadius: 1, flexShrink: 0 }} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{line.name}</Typography>
                  <Typography color="primary" sx={{ fontWeight: 700 }}>
                    {ksh(line.total)}
                  </Typography>
                  {line.max === 0 ? (
                    <Typography variant="caption" color="error">
                      {t('cart.lineOutOfStock')}
                    </Typography>
                  ) : (
                    line.quantity >= line.max && (
                      <Typography variant="caption" color="warning.dark">
                        {t('cart.onlyInStock', { count: line.max })}
                      </Typography>
                    )
                  )}
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1, flexWrap: 'wrap' }}>
                    <QuantityStepper line={line} onChange={(q) => cart.setQuantity(line.key, q)} />
                    <IconButton aria-label={t('cart.remove', { name: line.name })} onClick={() => cart.remove(line.key)} color="error">
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Stack>
                </Box>
              </Card>
            ))}
          </Stack>
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button component={RouterLink} to="/shop">
              {t('common.continueShopping')}
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button color="error" variant="outlined" onClick={() => cart.empty()}>
              {t('cart.empty')}
            </Button>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card sx={{ p: 3, position: { md: 'sticky' }, top: { md: 150 } }} aria-label={t('common.orderSummaryLabel')}>
            <Typography variant="h6" gutterBottom>
              {t('common.orderSummary')}
            </Typography>
            <Stack direction="row" sx={{ justifyContent: 'space-between', my: 1 }}>
              <Typography>{t('cart.subtotalItems', { items: itemCount(t, cart.count) })}</Typography>
              <Typography>{ksh(cart.total)}</Typography>
            </Stack>
            <DiscountLine code={cart.discount?.code} amount={cart.discount?.amount ?? 0} />
            <CartDelivery goods={goodsToPay} />
            <Typography variant="body2" color="text.secondary">
              {cart.discount?.type === 'free_delivery' && !cart.discount.problem ? t('cart.freeDeliveryCode') : t('cart.deliveryAtCheckout')}
            </Typography>
            <DiscountCodeField />
            <Divider sx={{ my: 2 }} />
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
              <Typography variant="h6">{t('common.total')}</Typography>
              <Typography variant="h6" color="primary" data-testid="cart-total">
                {ksh(goodsToPay)}
              </Typography>
            </Stack>
            <Button variant="contained" size="large" fullWidth onClick={proceed} disabled={proceeding}>
              {t('cart.proceed')}
            </Button>
            <Box sx={{ mt: 2 }}>
              <PaymentLogos />
            </Box>
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
