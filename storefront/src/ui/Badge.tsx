import type { ReactNode } from 'react';
import { cx } from './classNames';
import styles from './Badge.module.css';

export interface BadgeProps {
  /** The icon the count sits on. */
  children: ReactNode;
  count: number;
  /** Above it the badge shows `max+` (99+, as MUI's). */
  max?: number;
  /** A count of 0 hides the badge unless this is set. */
  showZero?: boolean;
  color?: 'primary' | 'secondary' | 'error';
  className?: string;
}

/**
 * MUI's Badge: a count over an icon's top right corner. The count is hidden from screen readers: the caller
 * puts it in the accessible name of what the badge sits in ("Cart, 3 items").
 */
export function Badge({ children, count, max = 99, showZero = false, color = 'primary', className }: BadgeProps) {
  return (
    <span className={cx(styles.root, className)}>
      {children}
      {(count > 0 || showZero) && (
        <span aria-hidden="true" className={cx(styles.badge, styles[color])}>
          {count > max ? `${max}+` : count}
        </span>
      )}
    </span>
  );
}
