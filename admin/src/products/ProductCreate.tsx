import { Create, useNotify, useRedirect } from 'react-admin';
import type { ProductDraft } from '../catalog/productDraft';
import { ProductForm } from './form/ProductForm';

const NEW_PRODUCT: ProductDraft = {
  name: '',
  category_id: null,
  description: '',
  is_active: true,
  main_image: null,
  variants: [],
};

export const ProductCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="products"
      title="Add Product"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('Product submitted successfully!', { type: 'success' });
          redirect(() => '/'); // the function form adds the /dashboard basename
        },
        onError: (error: unknown) =>
          notify(`Error submitting product${error instanceof Error ? `: ${error.message}` : ''}`, { type: 'error' }),
      }}
      sx={{ '& .RaCreate-card': { bgcolor: 'transparent', boxShadow: 'none' } }}
    >
      <ProductForm mode="create" draft={NEW_PRODUCT} />
    </Create>
  );
};
