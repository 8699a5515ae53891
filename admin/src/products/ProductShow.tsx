import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Link as RouterLink, ShowBase, Title, useShowContext } from 'react-admin';
import type { Product, Variant } from '@shop/api-client';
import { formatKsh } from '../catalog/money';
import { StatTiles } from '../catalog/StatTiles';
import { bandTiles } from '../catalog/stockTiles';
import { summariseStock } from '../catalog/stock';
import { BAND_PALETTE, StockBadge } from '../catalog/StockBadge';
import { describeAttributes } from '../catalog/attributes';
import { useConsolePath } from '../catalog/useConsolePath';
import { NoWeightChip } from '../catalog/NoWeightChip';
import { weightOf } from '../catalog/productDraft';
import { weightText } from '../delivery/deliveryText';

const VariantCard = ({ variant, index }: { variant: Variant; index: number }) => {
  const band = variant.stock_band;
  return (
    <Card variant="outlined" sx={{ border: 2, borderColor: BAND_PALETTE[band] }} data-testid="variant-card">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{variant.sku || `Variant #${index + 1}`}</Typography>
          <StockBadge band={band} />
        </Stack>
        <Typography>Price: {formatKsh(variant.price)}</Typography>
        <Typography>Stock: {variant.stock}</Typography>
        <Typography component="div">
          Weight: {weightOf(variant) === null ? <NoWeightChip /> : weightText(weightOf(variant))}
        </Typography>
        <Typography color="text.secondary">
          {variant.attributes.length ? describeAttributes(variant.attributes) : 'No attributes'}
        </Typography>
        {variant.images.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {variant.images.map(image => (
              <Box key={image.id} sx={{ width: 96 }}>
                <Box
                  component="img"
                  src={image.image}
                  alt={image.alt_text}
                  sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
                />
                {image.alt_text && (
                  <Typography variant="caption" color="text.secondary" component="div" noWrap>
                    {image.alt_text}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

const ProductDetail = () => {
  const { record: product, isPending, error } = useShowContext<Product>();
  const consolePath = useConsolePath();
  if (isPending) return <Typography sx={{ p: 2 }}>Loading...</Typography>;
  if (error || !product) return <Typography sx={{ p: 2 }}>Product Not Found</Typography>;
  const summary = summariseStock(product.variants.map(variant => variant.stock_band));
  const bands = bandTiles(summary);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={product.name} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1">
          {product.name}
        </Typography>
        <Button
          component={RouterLink}
          to={consolePath(`/products/edit/${product.id}`)}
          label="Edit Product"
          variant="contained"
        >
          <EditIcon />
        </Button>
      </Stack>
      <Card>
        <CardContent sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' } }}>
          {product.main_image ? (
            <Box
              component="img"
              src={product.main_image}
              alt={product.name}
              sx={{ width: { xs: '100%', md: 280 }, maxHeight: 280, objectFit: 'cover', borderRadius: 1 }}
            />
          ) : null}
          <Stack spacing={1}>
            <Typography>
              <strong>Category:</strong> {product.category?.name ?? 'Uncategorized'}
            </Typography>
            <Box>
              <strong>Status:</strong>{' '}
              <Chip
                size="small"
                label={product.is_active ? 'Active' : 'Inactive'}
                color={product.is_active ? 'success' : 'default'}
              />
            </Box>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>
          </Stack>
        </CardContent>
      </Card>
      <StatTiles tiles={[{ label: 'Total Variants', value: summary.variants }, bands.in, bands.low, bands.out]} />
      <Typography variant="h6" sx={{ mb: 1 }}>
        Variants
      </Typography>
      {product.variants.length === 0 ? (
        <Chip variant="outlined" label="No Variants" />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
          {product.variants.map((variant, index) => (
            <VariantCard key={variant.id} variant={variant} index={index} />
          ))}
        </Box>
      )}
    </Box>
  );
};

export const ProductShow = () => (
  <ShowBase resource="products">
    <ProductDetail />
  </ShowBase>
);
