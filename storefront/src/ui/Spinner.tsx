import { cx } from './classNames';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** What is loading, for screen readers. Without it the spinner is decoration (inside a button that says what it does). */
  label?: string;
  /** Diameter in px (40, as MUI's). */
  size?: number;
  className?: string;
}

/** MUI's CircularProgress (indeterminate), in the current text colour. */
export function Spinner({ label, size = 40, className }: SpinnerProps) {
  return (
    <span role={label ? 'progressbar' : undefined} aria-label={label} aria-hidden={label ? undefined : true} className={cx(styles.spinner, className)}>
      <svg width={size} height={size} viewBox="22 22 44 44" className={styles.rotor}>
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" className={styles.arc} />
      </svg>
    </span>
  );
}
