import {
  Avatar,
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import { StatTiles } from '../catalog/StatTiles';
import { inventoryStockBand, summariseStock } from '../catalog/stock';
import type { InventoryProduct } from '../catalog/types';
import type { ShopDataProvider } from '../dataProvider';
import { INVENTORY_QUERY_KEY, VariantRow } from './VariantRow';

const ProductCard = ({ product }: { product: InventoryProduct }) => (
  <Card data-testid="inventory-product">
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Avatar variant="rounded" src={product.main_image ?? undefined} alt={product.name} sx={{ width: 56, height: 56 }}>
          {product.name[0]}
        </Avatar>
        <Box>
          <Typography variant="h6">{product.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {product.category?.name ?? 'Uncategorized'}
          </Typography>
        </Box>
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>SKU</TableCell>
              <TableCell>Attributes</TableCell>
              <TableCell>Price</TableCell>
              <TableCell>Stock</TableCell>
              <TableCell>Recent Logs</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {product.variants.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>No Variants</TableCell>
              </TableRow>
            )}
            {product.variants.map(variant => (
              <VariantRow key={variant.id} variant={variant} />
            ))}
          </TableBody>
        </Table>
      </Box>
    </CardContent>
  </Card>
);

/** /dashboard/inventory: stock figures and inline price/stock edits, each logged by the API. */
export const InventoryPage = () => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: INVENTORY_QUERY_KEY,
    queryFn: () => dataProvider.getInventoryDashboard(),
  });
  const variants = (data ?? []).flatMap(product => product.variants);
  const summary = summariseStock(
    variants.map(variant => variant.stock),
    inventoryStockBand,
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Inventory" />
      <Typography variant="h5" component="h1">
        Inventory
      </Typography>
      {isPending && <Typography sx={{ my: 2 }}>Loading...</Typography>}
      {error && <Typography color="error">Could not load the inventory: {error.message}</Typography>}
      {data && (
        <>
          <StatTiles
            tiles={[
              { label: 'Total Products', value: data.length },
              { label: 'Total Variants', value: summary.variants, colour: 'secondary.main' },
              { label: 'In Stock', value: summary.in, colour: 'success.main' },
              { label: 'Low Stock', value: summary.low, colour: 'warning.main' },
              { label: 'Out of Stock', value: summary.out, colour: 'error.main' },
            ]}
          />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
            Stock below 5 is low. Change a price or stock and leave the field to save it.
          </Typography>
          <Stack spacing={2}>
            {data.map(product => (
              <ProductCard key={product.id} product={product} />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
};
