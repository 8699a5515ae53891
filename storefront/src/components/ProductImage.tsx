import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';

/** An image that falls back to a neutral placeholder when missing or broken. */
export function ProductImage({ src, alt, sx }: { src: string | null | undefined; alt: string; sx?: SxProps<Theme> }) {
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
    <Box component="img" src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} sx={{ objectFit: 'cover', display: 'block', ...sx }} />
  );
}
