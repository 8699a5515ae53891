import { cx } from '../ui/classNames';
import { useTranslation } from '../i18n/translation';
import styles from './PaymentLogos.module.css';

const LOGOS = [
  { label: 'M-PESA', className: styles.mpesa },
  { label: 'Airtel Money', className: styles.airtel },
  { label: 'VISA', className: styles.visa },
  { label: 'Mastercard', className: styles.mastercard },
];

/** Accepted payment methods: mobile money and cards (through Pesapal). */
export function PaymentLogos() {
  const { t } = useTranslation();
  return (
    <div>
      <p className="caption text-muted">{t('payment.weAccept')}</p>
      <div className={styles.logos}>
        {LOGOS.map(({ label, className }) => (
          <span key={label} role="img" aria-label={label} className={cx(styles.logo, className)}>
            {label}
          </span>
        ))}
      </div>
    </div>
  );
}
