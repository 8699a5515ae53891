import { cx } from './classNames';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** What is in progress, for screen readers. */
  label: string;
  /** 0–100 for a known progress; without it the bar runs to and fro (indeterminate). */
  value?: number;
  className?: string;
}

/** MUI's LinearProgress: a thin bar, determinate with `value` or indeterminate without. */
export function ProgressBar({ label, value, className }: ProgressBarProps) {
  const determinate = value !== undefined;
  const clamped = determinate ? Math.min(100, Math.max(0, value)) : undefined;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={clamped === undefined ? undefined : Math.round(clamped)}
      className={cx(styles.track, className)}
    >
      {/* The progress is the caller's number: the one dynamic style. */}
      <div className={cx(styles.bar, !determinate && styles.indeterminate)} style={determinate ? { transform: `translateX(${clamped! - 100}%)` } : undefined} />
    </div>
  );
}
