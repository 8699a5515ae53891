import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './classNames';
import styles from './Container.module.css';

export interface ContainerProps extends ComponentPropsWithoutRef<'div'> {
  /** The widest the content gets, as MUI's: sm 600, md 900, lg 1200 px (default), or `false` for the full width. */
  maxWidth?: 'sm' | 'md' | 'lg' | false;
  as?: 'div' | 'main' | 'article' | 'section' | 'header' | 'footer' | 'nav';
}

/** MUI's Container: centred content with a page margin (16 px on phones, 24 px from 600 px wide). */
export function Container({ maxWidth = 'lg', as: Element = 'div', className, ...props }: ContainerProps) {
  return <Element {...props} className={cx(styles.container, maxWidth && styles[maxWidth], className)} />;
}
