import { Avatar, Box, Chip, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { DeleteWithConfirmButton, Link as RouterLink, useListContext, useNotify, useRecordContext } from 'react-admin';
import { NetworkError, type Product } from '@shop/api-client';
import { formatKsh } from '../catalog/money';
import { StockBadge } from '../catalog/StockBadge';
import { describeAttributes } from '../catalog/attributes';
import { useConsolePath } from '../catalog/useConsolePath';
import { NoWeightChip } from '../catalog/NoWeightChip';
import { weightOf } from '../catalog/productDraft';
import { weightText } from '../delivery/deliveryText';

/** Staff product rows count their active variants without a weight (issue 30). */
const missingWeights = (product: Product): number => product.missing_weights ?? 0;

/** Row number across pages (1-based). */
export const RowNumberField = (_props: { label?: string }) => {
  const product = useRecordContext<Product>();
  const { data, page, perPage } = useListContext<Product>();
  if (!product || !data) return null;
  return <>{(page - 1) * perPage + data.indexOf(product) + 1}</>;
};

export const ProductNameField = (_props: { label?: string }) => {
  const product = useRecordContext<Product>();
  const consolePath = useConsolePath();
  if (!product) return null;
  return (
    <Link component={RouterLink} to={consolePath(`/products/${product.id}`)} underline="hover" color="inherit">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar variant="rounded" src={product.main_image ?? undefined} alt={product.name} sx={{ width: 48, height: 48 }}>
          {product.name[0]}
        </Avatar>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {product.name}
        </Typography>
      </Stack>
    </Link>
  );
};

export const CategoryNameField = (_props: { label?: string }) => {
  const product = useRecordContext<Product>();
  return <>{product?.category?.name ?? '-'}</>;
};

/** Every variant with its stock badge, price, stock, weight and attributes, or 'No Variants'; first how many lack a weight. */
export const VariantsField = (_props: { label?: string }) => {
  const product = useRecordContext<Product>();
  if (!product) return null;
  if (!product.variants.length) return <Chip size="small" variant="outlined" label="No Variants" />;
  return (
    <Stack spacing={1}>
      {missingWeights(product) > 0 && (
        <Box>
          <NoWeightChip count={missingWeights(product)} />
        </Box>
      )}
      {product.variants.map(variant => (
        <Box key={variant.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <StockBadge band={variant.stock_band} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatKsh(variant.price)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Stock: {variant.stock}
          </Typography>
          {weightOf(variant) === null ? (
            <NoWeightChip />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {weightText(weightOf(variant))}
            </Typography>
          )}
          {variant.attributes.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {describeAttributes(variant.attributes)}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
};

/** View, edit and delete (with the spec's confirmation and error texts). */
export const ProductRowActions = (_props: { label?: string }) => {
  const product = useRecordContext<Product>();
  const consolePath = useConsolePath();
  const notify = useNotify();
  if (!product) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Tooltip title="View">
        <IconButton component={RouterLink} to={consolePath(`/products/${product.id}`)} aria-label="View" size="small">
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Edit">
        <IconButton component={RouterLink} to={consolePath(`/products/edit/${product.id}`)} aria-label="Edit" size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteWithConfirmButton
        label=""
        aria-label="Delete"
        confirmTitle={`Delete ${product.name}`}
        confirmContent="Are you sure you want to delete this product?"
        redirect={false}
        mutationOptions={{
          onSuccess: () => notify('Product deleted', { type: 'info' }),
          onError: (error: unknown) =>
            notify(
              error instanceof NetworkError ? 'Something went wrong deleting this product' : 'Failed to delete product',
              { type: 'error' },
            ),
        }}
      />
    </Stack>
  );
};
