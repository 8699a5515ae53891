import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { AttributeValue, Category } from '@shop/api-client';
import { formatKsh } from '../../catalog/money';
import type { PickedImage, ProductDraft } from '../../catalog/productDraft';
import { draftStockBand } from '../../catalog/stock';
import { StockBadge } from '../../catalog/StockBadge';

/** The live preview beside the add/edit form: what the product will look like as typed. */
export const ProductPreview = ({ categories, values }: { categories: Category[]; values: AttributeValue[] }) => {
  const draft = useWatch() as Partial<ProductDraft>;
  const category = categories.find(item => String(item.id) === String(draft.category_id));
  const valueName = (id: unknown) => values.find(value => String(value.id) === String(id));
  return (
    <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 80 } }} data-testid="product-preview">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Live preview
        </Typography>
        {draft.main_image?.src ? (
          <Box
            component="img"
            src={draft.main_image.src}
            alt={draft.name ?? ''}
            sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : (
          <Box
            sx={{
              height: 160,
              bgcolor: 'action.hover',
              borderRadius: 1,
              display: 'grid',
              placeItems: 'center',
              color: 'text.secondary',
            }}
          >
            No main image yet
          </Box>
        )}
        <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center' }}>
          <Chip size="small" label={category?.name ?? 'No category'} />
          <Chip
            size="small"
            label={draft.is_active ? 'Active' : 'Inactive'}
            color={draft.is_active ? 'success' : 'default'}
          />
        </Stack>
        <Typography variant="h6">{draft.name || 'Product name'}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
          {draft.description || 'Description'}
        </Typography>
        <Stack spacing={1}>
          {(draft.variants ?? []).map((variant, index) => {
            const chosen = Object.values(variant.attribute_values ?? {})
              .map(valueName)
              .filter((value): value is AttributeValue => Boolean(value));
            const pictures: string[] = [
              ...(variant.images ?? []).map(image => image.image),
              ...((variant.new_images ?? []) as PickedImage[]).map(image => image.src),
            ];
            const stock = Number(variant.stock ?? 0);
            return (
              <Box key={String(variant.id)} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {chosen.length ? chosen.map(value => value.value).join(' / ') : `Variant ${index + 1}`}
                  </Typography>
                  <Typography variant="body2">{formatKsh(variant.price === '' ? null : variant.price)}</Typography>
                  <StockBadge band={draftStockBand(stock)} />
                  {!variant.is_active && <Chip size="small" variant="outlined" label="Inactive" />}
                </Stack>
                {pictures.length > 0 && (
                  <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
                    {pictures.map(src => (
                      <Box
                        key={src}
                        component="img"
                        src={src}
                        alt=""
                        sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 0.5 }}
                      />
                    ))}
                  </Box>
                )}
              </Box>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
};
