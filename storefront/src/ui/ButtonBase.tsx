// What Button and IconButton share: one element that is a <button>, a react-router <Link> (`to`) or an <a> (`href`).
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export type ButtonElementProps = ComponentPropsWithoutRef<'button'> & { to?: undefined; href?: undefined; ref?: Ref<HTMLButtonElement> };
export type RouterLinkProps = Omit<LinkProps, 'ref'> & { href?: undefined; ref?: Ref<HTMLAnchorElement> };
export type AnchorProps = ComponentPropsWithoutRef<'a'> & { href: string; to?: undefined; ref?: Ref<HTMLAnchorElement> };

/** A button, a link within the shop (`to`) or any other link (`href`): the props of whichever it is. */
export type ActionProps = ButtonElementProps | RouterLinkProps | AnchorProps;

/** Renders `props` as the element they describe; a button is `type="button"` unless told otherwise (not a form's submit). */
export function ButtonBase(props: ActionProps) {
  if (props.to !== undefined) return <Link {...props} />;
  if (props.href !== undefined) return <a {...props} />;
  return <button type="button" {...props} />;
}
