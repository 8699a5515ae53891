import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './classNames';
import styles from './Divider.module.css';

/** MUI's Divider: a thin line between sections (an <hr>, which screen readers announce as a separator). */
export function Divider({ className, ...props }: ComponentPropsWithoutRef<'hr'>) {
  return <hr {...props} className={cx(styles.divider, className)} />;
}
