import { Link } from 'react-router-dom';
import { cx } from './classNames';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb is the page itself and has none. */
  to?: string;
}

export interface BreadcrumbsProps {
  /** The trail's name for screen readers ("Breadcrumb", in the page's language). */
  label: string;
  /** From the home page to the current page, which is the last. */
  items: Crumb[];
  className?: string;
}

/** MUI's Breadcrumbs: the way from the home page to this one, the current page last and marked as such. */
export function Breadcrumbs({ label, items, className }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={cx(styles.breadcrumbs, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {index > 0 && <span aria-hidden="true" className={styles.separator}>/</span>}
              {current || item.to === undefined ? (
                <span aria-current={current ? 'page' : undefined} className={current ? styles.current : undefined}>{item.label}</span>
              ) : (
                <Link to={item.to} className={styles.link}>{item.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
