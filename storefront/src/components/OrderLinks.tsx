import { trackPath } from '../lib/tracking';
import { useTranslation } from '../i18n/translation';
import { Button } from '../ui/Button';
import { cx } from '../ui/classNames';
import styles from './OrderLinks.module.css';

/** Where a shopper goes once the order is paid: following it by its reference, or on shopping. */
export function PaidOrderLinks({ reference, className }: { reference: string | null; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cx(styles.links, className)}>
      {reference && (
        <Button variant="outlined" to={trackPath(reference)}>
          {t('track.title')}
        </Button>
      )}
      <Button variant="contained" to="/">
        {t('common.continueShopping')}
      </Button>
    </div>
  );
}

/** Where a shopper whose payment is not settled here goes next: their order list, or on shopping. */
export function OrderLinks() {
  const { t } = useTranslation();
  return (
    <div className={styles.links}>
      <Button variant="outlined" to="/account/profile">
        {t('orders.mine')}
      </Button>
      <Button variant="contained" to="/">
        {t('common.continueShopping')}
      </Button>
    </div>
  );
}
