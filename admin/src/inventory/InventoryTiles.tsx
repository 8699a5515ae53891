import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type GetListParams } from 'react-admin';
import { StatTiles } from '../catalog/StatTiles';
import type { ShopDataProvider } from '../dataProvider';
import { INVENTORY_STATS_QUERY_KEY } from './VariantRow';

/** The five tiles over every product matching the dashboard's filter, counted by the API. */
export const InventoryTiles = ({ filter }: { filter: GetListParams['filter'] }) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data, error } = useQuery({
    queryKey: [...INVENTORY_STATS_QUERY_KEY, filter],
    queryFn: () => dataProvider.getInventoryStats(filter),
  });
  if (error) return <Alert severity="error">Could not count the stock: {error.message}</Alert>;
  if (!data) return null;
  return (
    <StatTiles
      tiles={[
        { label: 'Total Products', value: data.products },
        { label: 'Total Variants', value: data.variants, colour: 'secondary.main' },
        { label: 'In Stock', value: data.variant_stock_bands.in, colour: 'success.main' },
        { label: 'Low Stock', value: data.variant_stock_bands.low, colour: 'warning.main' },
        { label: 'Out of Stock', value: data.variant_stock_bands.out, colour: 'error.main' },
      ]}
    />
  );
};
