import type { ReactNode } from 'react';
import { ButtonBase, type ActionProps } from './ButtonBase';
import { cx } from './classNames';
import { Spinner } from './Spinner';
import styles from './Button.module.css';

export interface ButtonOwnProps {
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'secondary' | 'error' | 'inherit';
  size?: 'small' | 'medium' | 'large';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean;
  /** Waiting for what the button started: a spinner in place of the start icon, disabled and aria-busy. Buttons only. */
  loading?: boolean;
}

export type ButtonProps = ButtonOwnProps & ActionProps;

/** MUI's Button: a <button>, or a link that looks like one when given `to` (within the shop) or `href`. */
export function Button({ variant = 'text', color = 'primary', size = 'medium', startIcon, endIcon, fullWidth, loading = false, className, children, ...props }: ButtonProps) {
  const classes = cx(styles.button, styles[variant], styles[color], styles[size], fullWidth && styles.fullWidth, className);
  const start = loading ? <Spinner size={size === 'large' ? 22 : 18} /> : startIcon;
  const content = (
    <>
      {start && <span className={styles.startIcon}>{start}</span>}
      {children}
      {endIcon && <span className={styles.endIcon}>{endIcon}</span>}
    </>
  );
  if (props.to !== undefined || props.href !== undefined) return <ButtonBase {...props} className={classes}>{content}</ButtonBase>;
  return (
    <ButtonBase {...props} className={classes} disabled={props.disabled || loading} aria-busy={loading || undefined}>
      {content}
    </ButtonBase>
  );
}
