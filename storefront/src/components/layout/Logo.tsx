import { Link } from 'react-router-dom';
import { cx } from '../../ui/classNames';
import { SHOP_NAME } from '../../lib/shop';
import { useTranslation } from '../../i18n/translation';
import styles from './Logo.module.css';

/** The shop's mark and name, linking home; `small` in the shrunk header and the phone menu. */
export function Logo({ small }: { small: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('nav.logoHome', { shop: SHOP_NAME })} className={cx(styles.logo, small && styles.small)}>
      {/* width and height give the browser its size before it loads; the stylesheet shrinks it. */}
      <img src="/favicon.svg" alt="" width={36} height={36} className={styles.mark} />
      <span className={styles.name}>{SHOP_NAME}</span>
    </Link>
  );
}
