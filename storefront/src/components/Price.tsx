import { cx } from '../ui/classNames';
import { useFormats } from '../i18n/format';
import styles from './Price.module.css';

/** The price, with the former one struck through when it was higher. */
export function Price({ price, old, size = 'md' }: { price: number; old: number | null; size?: 'md' | 'lg' }) {
  const { ksh } = useFormats();
  return (
    <span className={cx(styles.price, size === 'lg' && styles.large)}>
      <span className={styles.now} data-testid="price">
        {ksh(price)}
      </span>
      {old !== null && old > price && <s className={styles.old}>{ksh(old)}</s>}
    </span>
  );
}
