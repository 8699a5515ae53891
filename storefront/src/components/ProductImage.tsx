import { useState } from 'react';
import Box from '@mui/material/Box';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';

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
  sx?: SxProps<Theme>;
}

/** The narrower copies the API stores beside each shop picture (api/src/media/image-widths.ts): x.webp → x.w320.webp. */
const STORED_WIDTHS = [320, 480, 640, 1024];

/** A `srcset` of the stored widths of a shop picture; undefined for any other image. */
export function srcSetOf(src: string): string | undefined {
  if (!/^\/media\/[^?#]+\.webp$/.test(src)) return undefined;
  return STORED_WIDTHS.map((width) => `${src.replace(/\.webp$/, `.w${width}.webp`)} ${width}w`).join(', ');
}

/** A plain <img> with `sx`: Box would take width and height as styles, leaving the browser no intrinsic size. */
const Img = styled('img')({});

/** A lazily loaded image that falls back to a neutral placeholder when missing or broken. */
export function ProductImage({ src, alt, width = 600, height = 600, priority, sizes, sx }: Props) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <Box
        role="img"
        aria-label={alt}
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#f1e7dc', color: '#b89c83', ...sx }}
      >
        <ImageNotSupportedOutlinedIcon />
      </Box>
    );
  }
  return (
    <Img
      src={src}
      srcSet={srcSetOf(src)}
      sizes={sizes ?? `${width}px`}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      sx={{ objectFit: 'cover', display: 'block', height: 'auto', bgcolor: '#f1e7dc', ...sx }}
    />
  );
}
