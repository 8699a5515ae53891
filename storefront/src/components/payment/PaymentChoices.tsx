import type { Order, PaymentMethodOption } from '@shop/api-client';
import { useTranslation } from '../../i18n/translation';
import { Alert } from '../../ui/Alert';
import { TextLink } from '../../ui/TextLink';
import { PaymentLogos } from '../PaymentLogos';
import { MpesaPayment } from './MpesaPayment';
import { PesapalPayment } from './PesapalPayment';

interface PaymentChoicesProps {
  order: Order;
  /** The ways to pay the shop takes, as the API lists them. */
  methods: PaymentMethodOption[];
  refreshOrder: () => void;
}

/** The ways to pay an unpaid order: M-Pesa first, then card or other through Pesapal; the shop's contact when neither is on. */
export function PaymentChoices({ order, methods, refreshOrder }: PaymentChoicesProps) {
  const { t } = useTranslation();
  const mpesa = methods.find((m) => m.method === 'mpesa');
  const pesapal = methods.some((m) => m.method === 'pesapal');
  if (!mpesa && !pesapal)
    return (
      <Alert severity="info" role="none">
        {t('pay.unavailable')}{' '}
        <TextLink to="/contact" underline="always" color="inherit">
          {t('pay.contactUs')}
        </TextLink>
      </Alert>
    );
  return (
    <>
      {mpesa ? (
        <MpesaPayment order={order} standIn={mpesa.mode === 'stand-in'} anotherWay={pesapal} refreshOrder={refreshOrder} />
      ) : (
        <PesapalPayment order={order} only />
      )}
      {/* Cards and Airtel Money come through Pesapal. */}
      {pesapal && <PaymentLogos />}
    </>
  );
}
