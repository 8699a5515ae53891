import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import { cx } from './classNames';
import styles from './Avatar.module.css';

export interface AvatarProps extends ComponentPropsWithoutRef<'span'> {
  /** The picture; without it, `children` (initials or an icon) on the secondary colour. */
  src?: string;
  /** The picture's text; empty when a name stands beside it. */
  alt?: string;
  /** Diameter in px (40 as MUI's). */
  size?: number;
  children?: ReactNode;
}

/** MUI's Avatar: a round picture of a person, or their initials. */
export function Avatar({ src, alt = '', size = 40, className, children, ...props }: AvatarProps) {
  // The size is the caller's number: a custom property carries it to the stylesheet.
  const style = { '--avatar-size': `${size}px` } as CSSProperties;
  return (
    <span {...props} className={cx(styles.avatar, className)} style={style}>
      {src ? <img src={src} alt={alt} width={size} height={size} className={styles.image} /> : children}
    </span>
  );
}
