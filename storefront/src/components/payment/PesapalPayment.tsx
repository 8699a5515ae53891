import { useState } from 'react';
import { errorMessage, type Order } from '@shop/api-client';
import { orderApi } from '../../api/endpoints';
import { useFormats } from '../../i18n/format';
import { useTranslation } from '../../i18n/translation';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LockOutlinedIcon } from '../../ui/icons';
import styles from './Payment.module.css';

/** Where the browser goes to pay; replaced in tests. */
export const redirectTo = { go: (url: string) => window.location.assign(url) };

interface PesapalPaymentProps {
  order: Order;
  /** The page's only way to pay ("Pay KSh …"), or the one after M-Pesa ("Pay another way"). */
  only: boolean;
  disabled?: boolean;
}

/** Card, Airtel Money or M-Pesa on Pesapal's hosted page, which brings the shopper back to the result pages. */
export function PesapalPayment({ order, only, disabled }: PesapalPaymentProps) {
  const { t } = useTranslation();
  const { ksh } = useFormats();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    setError(null);
    setPaying(true);
    try {
      const session = await orderApi.initiatePayment(order.id);
      if (session.checkout_url) return redirectTo.go(session.checkout_url);
      setError(t('pay.noCheckoutUrl'));
    } catch (err) {
      setError(errorMessage(err, t('pay.initiateFailed')));
    }
    setPaying(false);
  };

  return (
    <div className={styles.pesapal}>
      {error && (
        <Alert severity="error" role="alert" className={styles.alert}>
          {error}
        </Alert>
      )}
      <Button variant={only ? 'contained' : 'outlined'} size="large" fullWidth startIcon={<LockOutlinedIcon />} onClick={pay} disabled={disabled || paying}>
        {paying ? t('pay.redirecting') : only ? t('pay.pay', { amount: ksh(order.total_price) }) : t('pay.anotherWay')}
      </Button>
      <p className="body2 text-muted">{t('pay.pesapal')}</p>
    </div>
  );
}
