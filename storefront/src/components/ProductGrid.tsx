import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { Product } from '@shop/api-client';
import { FIRST_SCREEN_CARDS, ProductCard } from './ProductCard';

/** A row of product cards, with skeletons while loading. */
export function ProductGrid({ products, loading, placeholders = 4 }: { products: Product[]; loading?: boolean; placeholders?: number }) {
  return (
    <Grid container spacing={2}>
      {loading
        ? Array.from({ length: placeholders }, (_, i) => (
            <Grid key={i} size={{ xs: 6, md: 3 }}>
              <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '1 / 1', height: 'auto', borderRadius: 2 }} />
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </Grid>
          ))
        : products.map((p, index) => (
            <Grid key={p.id} size={{ xs: 6, md: 3 }}>
              <ProductCard product={p} priority={index < FIRST_SCREEN_CARDS} />
            </Grid>
          ))}
    </Grid>
  );
}
