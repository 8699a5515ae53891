import { useState } from 'react';
import { useShopMeta } from '../lib/shopMeta';
import { ImageNotSupportedOutlinedIcon } from '../ui/icons';
import { cx } from '../ui/classNames';
import styles from './ProductImage.module.css';

interface Props {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size attributes, so the browser reserves the space before the image loads. */
  width?: number;
  height?: number;
  /** The page's main picture (its largest paint): fetched first, at once. The rest load lazily. */
  priority?: boolean;
  /** How wide the picture shows, as the `sizes` attribute: lets the browser pick the width it needs. */
  sizes?: string;
  /** The caller's size and shape (width, aspect ratio, corners), for the picture and the placeholder alike. */
  className?: string;
}

/** The narrower copies the API stores beside each shop picture (api/src/media/image-widths.ts): x.webp → x.w320.webp. */
const STORED_WIDTHS = [320, 480, 640, 1024];

/** A `srcset` of the stored widths of a shop picture (at /media, or at `media`, where the shop serves them from); undefined for any other image. */
export function srcSetOf(src: string, media: string | null = null): string | undefined {
  const stored = src.startsWith('/media/') || (!!media && src.startsWith(`${media}/`));
  if (!stored || !/^[^?#]+\.webp$/.test(src)) return undefined;
  return STORED_WIDTHS.map((width) => `${src.replace(/\.webp$/, `.w${width}.webp`)} ${width}w`).join(', ');
}

/** A lazily loaded image that falls back to a neutral placeholder when missing or broken. */
export function ProductImage({ src, alt, width = 600, height = 600, priority, sizes, className }: Props) {
  const [broken, setBroken] = useState(false);
  const { media } = useShopMeta();
  if (!src || broken) {
    return (
      <div role="img" aria-label={alt} className={cx(styles.missing, className)}>
        <ImageNotSupportedOutlinedIcon />
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSetOf(src, media)}
      sizes={sizes ?? `${width}px`}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      className={cx(styles.image, className)}
    />
  );
}
