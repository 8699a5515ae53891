import { Divider } from '../ui/Divider';
import { cx } from '../ui/classNames';
import { useFormats } from '../i18n/format';
import { useTranslation } from '../i18n/translation';
import styles from './AmountRow.module.css';

/** The last row of the cart's and the checkout's summary: a rule, then "Total ... KSh amount" in the shop's colour. */
export function SummaryTotal({ amount, testId }: { amount: number; testId: string }) {
  const { t } = useTranslation();
  const { ksh } = useFormats();
  return (
    <>
      <Divider className={styles.totalRule} />
      <div className={cx(styles.row, styles.total)}>
        <p className="h6">{t('common.total')}</p>
        <p className={cx('h6', styles.totalAmount)} data-testid={testId}>
          {ksh(amount)}
        </p>
      </div>
    </>
  );
}
