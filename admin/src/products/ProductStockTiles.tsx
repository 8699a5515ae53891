import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListFilterContext } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';
import { StatTiles } from '../catalog/StatTiles';
import { bandTiles } from '../catalog/stockTiles';

/** The five tiles over every product matching the list's filter, counted by the API in one request. */
export const ProductStockTiles = () => {
  const { filterValues } = useListFilterContext();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data, isPending, error } = useQuery({
    // Under react-admin's ['products', 'getList'] key so creating, editing or deleting a product recounts.
    queryKey: ['products', 'getList', { stats: filterValues }],
    queryFn: () => dataProvider.getProductStats(filterValues),
  });
  // The table below says 'Loading products...'; the tiles appear with the counts.
  if (isPending) return null;
  if (error) return <Alert severity="error">Could not count the stock: {error.message}</Alert>;
  const bands = bandTiles({ variants: data.variants, ...data.variant_stock_bands });
  return (
    <StatTiles
      tiles={[
        { label: 'Total Products', value: data.products },
        { label: 'Total Variants', value: data.variants, colour: 'secondary.main' },
        bands.low,
        bands.out,
        bands.in,
      ]}
    />
  );
};
