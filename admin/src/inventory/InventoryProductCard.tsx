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
import type { InventoryProduct } from '@shop/api-client';
import { useSmallScreen } from '../layout/useSmallScreen';
import { VariantBlock, VariantRow } from './VariantRow';

/** One product of the inventory dashboard: its variants, each editable inline (stacked on a phone). */
export const InventoryProductCard = ({ product }: { product: InventoryProduct }) => {
  const small = useSmallScreen();
  const variants = small ? (
    <Box sx={{ mx: -2 }}>
      {product.variants.length === 0 && <Typography sx={{ px: 2 }}>No Variants</Typography>}
      {product.variants.map(variant => (
        <VariantBlock key={variant.id} variant={variant} />
      ))}
    </Box>
  ) : (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Attributes</TableCell>
            <TableCell>Price</TableCell>
            <TableCell>Stock</TableCell>
            <TableCell>Low below</TableCell>
            <TableCell>Recent Logs</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {product.variants.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>No Variants</TableCell>
            </TableRow>
          )}
          {product.variants.map(variant => (
            <VariantRow key={variant.id} variant={variant} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
  return (
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
        {variants}
      </CardContent>
    </Card>
  );
};
