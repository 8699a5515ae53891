import type { ComponentPropsWithoutRef, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cx } from './classNames';
import styles from './TextLink.module.css';

interface TextLinkOwnProps {
  /**
   * `hover` (default) for links standing on their own (menus, footers); `always` for a link inside running text,
   * which colour alone does not tell apart from the words around it (Lighthouse's link-in-text-block).
   */
  underline?: 'hover' | 'always';
  /** `primary` (default), or the surrounding text's colour. */
  color?: 'primary' | 'inherit';
}

export type TextLinkProps = TextLinkOwnProps &
  ((Omit<LinkProps, 'ref' | 'color'> & { href?: undefined; ref?: Ref<HTMLAnchorElement> }) | (ComponentPropsWithoutRef<'a'> & { href: string; to?: undefined; ref?: Ref<HTMLAnchorElement> }));

/** MUI's Link: a react-router link within the shop (`to`), or a plain one (`href`: tel:, mailto:, other sites). */
export function TextLink({ underline = 'hover', color = 'primary', className, ...props }: TextLinkProps) {
  const classes = cx(styles.link, styles[underline], styles[color], className);
  return props.href !== undefined ? <a {...props} className={classes} /> : <Link {...props} className={classes} />;
}
