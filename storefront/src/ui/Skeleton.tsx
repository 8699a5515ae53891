import type { CSSProperties } from 'react';
import { cx } from './classNames';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** `text`: one line of text (default); `rectangular`/`rounded`: a picture or block; `circular`: an avatar. */
  variant?: 'text' | 'rectangular' | 'rounded' | 'circular';
  /** Any CSS length, a number in px; the parent's width by default. */
  width?: number | string;
  height?: number | string;
  className?: string;
}

/** MUI's Skeleton: a pulsing placeholder where content will be, hidden from screen readers. */
export function Skeleton({ variant = 'text', width, height, className }: SkeletonProps) {
  // The size is the caller's (a line 70% wide): the one dynamic style.
  const size: CSSProperties | undefined = width !== undefined || height !== undefined ? { width, height } : undefined;
  return <span aria-hidden="true" className={cx(styles.skeleton, styles[variant], className)} style={size} />;
}
