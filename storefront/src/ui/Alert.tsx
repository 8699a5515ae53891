import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from './classNames';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, ReportProblemOutlinedIcon } from './icons';
import { IconButton } from './IconButton';
import styles from './Alert.module.css';

export type Severity = 'success' | 'info' | 'warning' | 'error';

const ICONS: Record<Severity, ReactNode> = {
  success: <CheckCircleIcon />,
  info: <InfoIcon />,
  warning: <ReportProblemOutlinedIcon />,
  error: <ErrorIcon />,
};

export type AlertProps = AlertOwnProps &
  // A close button needs its name in the page's language.
  ({ onClose?: undefined; closeLabel?: undefined } | { onClose: () => void; closeLabel: string });

interface AlertOwnProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'role'> {
  severity?: Severity;
  title?: ReactNode;
  /** `standard`: tinted, on the page; `filled`: the full colour, for toasts. */
  variant?: 'standard' | 'filled';
  /** The severity's icon unless given another, or `false` for none. */
  icon?: ReactNode | false;
  /**
   * `status` (default) is read out politely once the screen reader is idle; `alert` interrupts, only for an error
   * or warning that appears after something the shopper did (a failed payment); `none` for a notice that is part
   * of the page from the start.
   */
  role?: 'status' | 'alert' | 'none';
  /** A button or link on the right (Retry, Open). */
  action?: ReactNode;
}

/** MUI's Alert: a message with its severity's colour and icon, an optional title and action. */
export function Alert({ severity = 'success', title, variant = 'standard', icon, role = 'status', action, onClose, closeLabel, className, children, ...props }: AlertProps) {
  const shownIcon = icon === undefined ? ICONS[severity] : icon;
  return (
    <div {...props} role={role === 'none' ? undefined : role} className={cx(styles.alert, styles[severity], styles[variant], className)}>
      {shownIcon && <span className={styles.icon}>{shownIcon}</span>}
      <div className={styles.message}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
      {(action || onClose) && (
        <div className={styles.action}>
          {action}
          {onClose && closeLabel && (
            <IconButton label={closeLabel} color="inherit" size="small" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          )}
        </div>
      )}
    </div>
  );
}
