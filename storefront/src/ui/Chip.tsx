import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from './classNames';
import styles from './Chip.module.css';

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'warning' | 'success' | 'info';

export interface ChipProps extends Omit<ComponentPropsWithoutRef<'span'>, 'color'> {
  label: ReactNode;
  variant?: 'filled' | 'outlined';
  color?: ChipColor;
  size?: 'small' | 'medium';
  icon?: ReactNode;
}

/** MUI's Chip, for showing only (a status, a discount): a rounded label, filled or outlined. */
export function Chip({ label, variant = 'filled', color = 'default', size = 'medium', icon, className, ...props }: ChipProps) {
  return (
    <span {...props} className={cx(styles.chip, styles[variant], styles[color], styles[size], className)}>
      {icon && <span className={styles.icon}>{icon}</span>}
      {label}
    </span>
  );
}
