import { Alert } from '@mui/material';
import { useListFilterContext } from 'react-admin';
import { StatTiles } from '../catalog/StatTiles';
import { bandTiles } from '../catalog/stockTiles';
import { productStockBand, summariseStock } from '../catalog/stock';
import type { Product } from '../catalog/types';
import { useAll } from '../catalog/useAll';

/** The five tiles over every product matching the list's filter, not just the page shown. */
export const ProductStockTiles = () => {
  const { filterValues } = useListFilterContext();
  const { data, isPending, error } = useAll<Product>('products', filterValues);
  // The table below says 'Loading products...'; the tiles appear once every product is counted.
  if (isPending) return null;
  if (error) return <Alert severity="error">Could not count the stock: {error.message}</Alert>;
  const variants = data.data.flatMap(product => product.variants);
  const summary = summariseStock(
    variants.map(variant => variant.stock),
    productStockBand,
  );
  const bands = bandTiles(summary);
  return (
    <StatTiles
      tiles={[
        { label: 'Total Products', value: data.total },
        { label: 'Total Variants', value: summary.variants, colour: 'secondary.main' },
        bands.low,
        bands.out,
        bands.in,
      ]}
    />
  );
};
