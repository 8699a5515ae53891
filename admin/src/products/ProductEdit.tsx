import { useMemo } from 'react';
import { Typography } from '@mui/material';
import { EditBase, Title, useEditContext, useNotify, useRedirect } from 'react-admin';
import type { Product } from '@shop/api-client';
import { draftFromProduct } from '../catalog/productDraft';
import { ProductForm } from './form/ProductForm';

const ProductEditForm = () => {
  const { record, isPending, error } = useEditContext<Product>();
  // A stable draft: a new object each render would make the form reset the staff member's edits.
  const draft = useMemo(() => (record ? draftFromProduct(record) : null), [record]);
  if (isPending) return <Typography sx={{ p: 2 }}>Loading...</Typography>;
  if (error || !record || !draft) return <Typography sx={{ p: 2 }}>Product Not Found</Typography>;
  return (
    <>
      <Title title={`Edit ${record.name}`} />
      <ProductForm mode="edit" draft={draft} productId={record.id} />
    </>
  );
};

export const ProductEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <EditBase
      resource="products"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('Product updated successfully!', { type: 'success' });
          redirect(() => '/products'); // the function form adds the /dashboard basename
        },
        onError: (error: unknown) =>
          notify(`Error updating product${error instanceof Error ? `: ${error.message}` : ''}`, { type: 'error' }),
      }}
    >
      <ProductEditForm />
    </EditBase>
  );
};
