import type { ComponentPropsWithoutRef, HTMLAttributes } from 'react';
import { cx } from './classNames';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'section';
}

/** MUI's flat Card as the shop had it: paper on a 1 px border, rounded. */
export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return <Element {...props} className={cx(styles.card, className)} />;
}

/** MUI's CardContent: the card's padding (16 px, 24 px below the last one). */
export function CardContent({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div {...props} className={cx(styles.content, className)} />;
}
