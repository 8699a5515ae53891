import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';

interface Props {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size attributes, so the browser reserves the space before the image loads. */
  width?: number;
  height?: number;
  /** Above-the-fold images load at once; the rest lazily. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/** A lazily loaded image that falls back to a neutral placeholder when missing or broken. */
export function ProductImage({ src, alt, width = 600, height = 600, eager, sx }: Props) {
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
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
      sx={{ objectFit: 'cover', display: 'block', height: 'auto', bgcolor: '#f1e7dc', ...sx }}
    />
  );
}
