import type { Product } from '@shop/api-client';
import { Skeleton } from '../ui/Skeleton';
import { HydrateLater } from './HydrateLater';
import { FIRST_SCREEN_CARDS, ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

/** A row of product cards, with skeletons while loading. Each card hydrates in a task of its own. */
export function ProductGrid({ products, loading, placeholders = 4 }: { products: Product[]; loading?: boolean; placeholders?: number }) {
  return (
    <div className={styles.grid}>
      {loading
        ? Array.from({ length: placeholders }, (_, i) => (
            <div key={i}>
              <Skeleton variant="rounded" className={styles.picture} />
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </div>
          ))
        : products.map((p, index) => (
            <HydrateLater key={p.id}>
              <ProductCard product={p} priority={index < FIRST_SCREEN_CARDS} />
            </HydrateLater>
          ))}
    </div>
  );
}
