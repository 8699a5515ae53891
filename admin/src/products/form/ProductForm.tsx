import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import {
  Form,
  ImageField,
  ImageInput,
  SaveButton,
  SelectInput,
  TextInput,
  useNotify,
  useSaveContext,
} from 'react-admin';
import type { AttributeType, AttributeValue, Category } from '@shop/api-client';
import { asProductDraft, productProblem, type ProductDraft, type ProductFormMode } from '../../catalog/productDraft';
import { useAll } from '../../catalog/useAll';
import { ActiveCheckbox } from './ActiveCheckbox';
import { ProductPreview } from './ProductPreview';
import { VariantsEditor } from './VariantsEditor';

/** The add and edit product form (SPEC.md: /dashboard/products/addproduct and /edit/{id}). */
export const ProductForm = ({ mode, draft, productId }: { mode: ProductFormMode; draft: ProductDraft; productId?: number }) => {
  const { save } = useSaveContext();
  const notify = useNotify();
  const categories = useAll<Category>('categories', {}, { field: 'name', order: 'ASC' });
  const types = useAll<AttributeType>('attribute-types', {}, { field: 'name', order: 'ASC' });
  const values = useAll<AttributeValue>('attributes', {}, { field: 'id', order: 'ASC' });
  const loadError = categories.error ?? types.error ?? values.error;

  const submit = (form: Record<string, unknown>) => {
    const problem = productProblem(asProductDraft(form), mode);
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    return save?.(form);
  };

  return (
    <Form record={draft} onSubmit={submit} noValidate>
      {loadError && <Alert severity="error">Could not load categories or attributes: {loadError.message}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start', mt: 2 }}>
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <TextInput source="name" label="Product name" fullWidth helperText={false} />
              <SelectInput
                source="category_id"
                label="Category"
                choices={categories.data?.data ?? []}
                isPending={categories.isPending}
                emptyText="Select a category"
                fullWidth
                helperText={false}
              />
              <TextInput source="description" label="Description" multiline minRows={3} fullWidth helperText={false} />
              <ImageInput source="main_image" label="Main image" accept={{ 'image/*': [] }} helperText={false}>
                <ImageField source="src" title="title" />
              </ImageInput>
              <ActiveCheckbox source="is_active" />
            </CardContent>
          </Card>
          <VariantsEditor mode={mode} types={types.data?.data ?? []} values={values.data?.data ?? []} productId={productId} />
          <Box>
            <SaveButton
              label={mode === 'create' ? 'Submit Product' : 'Update Product'}
              icon={<SendIcon />}
              alwaysEnable
            />
          </Box>
        </Stack>
        <Box>
          <ProductPreview categories={categories.data?.data ?? []} values={values.data?.data ?? []} />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Stock bands: 0 out of stock, 1-9 low stock, 10 or more in stock.
          </Typography>
        </Box>
      </Box>
    </Form>
  );
};
