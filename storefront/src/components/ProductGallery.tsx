import { Chip } from '../ui/Chip';
import { cx } from '../ui/classNames';
import { ProductImage } from './ProductImage';
import { useTranslation } from '../i18n/translation';
import styles from './ProductGallery.module.css';

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
      <div className={styles.large}>
        <ProductImage
          priority
          width={800}
          height={800}
          sizes="(min-width: 900px) 50vw, 100vw" // the same sizes the server preloads it with (api/src/seo/page-head.ts)
          src={large}
          alt={alt}
          className={styles.largeImage}
        />
        {discount !== null && <Chip label={t('product.discount', { percent: discount })} color="error" className={styles.discount} />}
      </div>
      {images.length > 1 && (
        <div className={styles.thumbnails}>
          {images.map((src, i) => (
            <button
              key={src + i}
              type="button"
              aria-label={t('gallery.showImage', { number: i + 1 })}
              onClick={() => onShow(i)}
              className={cx(styles.thumbnail, i === shown && styles.shown)}
            >
              <ProductImage src={src} alt="" width={64} height={64} className={styles.thumbnailImage} />
            </button>
          ))}
        </div>
      )}
    </>
  );
}
