import type { ReactNode } from 'react';
import { ButtonBase, type ActionProps } from './ButtonBase';
import { cx } from './classNames';
import styles from './IconButton.module.css';

export type IconButtonProps = ActionProps & {
  /** The button's accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon (hidden from screen readers, as the kit's icons are). */
  children: ReactNode;
  color?: 'primary' | 'secondary' | 'error' | 'inherit' | 'default';
  size?: 'small' | 'medium' | 'large';
  /** Pulls the button into the edge of its row, as MUI's `edge`, so the icon lines up with the text above it. */
  edge?: 'start' | 'end';
};

/** MUI's IconButton: a round button (or link, with `to` or `href`) holding one icon, named by `label`. */
export function IconButton({ label, color = 'default', size = 'medium', edge, className, ...props }: IconButtonProps) {
  return <ButtonBase aria-label={label} {...props} className={cx(styles.iconButton, styles[color], styles[size], edge && styles[edge], className)} />;
}
