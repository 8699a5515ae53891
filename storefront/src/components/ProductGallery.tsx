import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { ProductImage } from './ProductImage';
import { useTranslation } from '../i18n/translation';

interface Props {
  /** The shown variant's pictures, or the product's main picture. */
  images: string[];
  /** Index of the large picture. */
  shown: number;
  onShow: (index: number) => void;
  alt: string;
  discount: number | null;
}

/** The product page's large picture (its largest paint, fetched first) with the discount badge, and thumbnails to switch it. */
export function ProductGallery({ images, shown, onShow, alt, discount }: Props) {
  const { t } = useTranslation();
  const large = images[Math.min(shown, images.length - 1)] ?? null;
  return (
    <>
      <Box sx={{ position: 'relative' }}>
        <ProductImage
          priority
          width={800}
          height={800}
          sizes="(min-width: 900px) 50vw, 100vw" // the same sizes the server preloads it with (api/src/seo/page-head.ts)
          src={large}
          alt={alt}
          sx={{ width: '100%', aspectRatio: '1 / 1', borderRadius: 2 }}
        />
        {discount !== null && <Chip label={t('product.discount', { percent: discount })} color="error" sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700 }} />}
      </Box>
      {images.length > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, overflowX: 'auto' }}>
          {images.map((src, i) => (
            <Box
              key={src + i}
              component="button"
              type="button"
              aria-label={t('gallery.showImage', { number: i + 1 })}
              onClick={() => onShow(i)}
              sx={{
                p: 0,
                border: 2,
                borderColor: i === shown ? 'primary.main' : 'transparent',
                borderRadius: 1,
                cursor: 'pointer',
                bgcolor: 'transparent',
                flexShrink: 0,
              }}
            >
              <ProductImage src={src} alt="" width={64} height={64} sx={{ width: 64, height: 64, borderRadius: 0.5 }} />
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
}
