import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDelete, useGetList, useNotify, useUpdate } from 'react-admin';
import type { Category } from '@shop/api-client';
import { failureMessage } from '../auth/apiErrors';

const productCount = (count: number) => (count === 1 ? '1 product' : `${count} products`);

/**
 * Delete confirm that first counts the category's products (active or not). The API refuses to delete
 * a category in use (it would take its products out of the shop), so then it offers to deactivate it.
 */
export const DeleteCategoryDialog = ({ category, onClose }: { category: Category; onClose: () => void }) => {
  const notify = useNotify();
  const { total, isFetching: counting, error } = useGetList('products', {
    filter: { category: category.id },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
  });
  const [remove, { isPending: deleting }] = useDelete<Category>();
  const [update, { isPending: deactivating }] = useUpdate<Category>();
  const busy = deleting || deactivating;
  // The server's detail says why (e.g. a product was added to it since the count).
  const failed = (fallback: string) => (failure: unknown) => notify(failureMessage(failure, fallback), { type: 'error' });

  const deleteCategory = () =>
    remove(
      'categories',
      { id: category.id, previousData: category },
      { mutationMode: 'pessimistic', onSuccess: onClose, onError: failed('Error deleting category') },
    );

  const deactivate = () =>
    update(
      'categories',
      { id: category.id, data: { is_active: false }, previousData: category, meta: { partial: true } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${category.name} is inactive: its products are hidden from shoppers.`, { type: 'info' });
          onClose();
        },
        onError: failed('Error updating category status'),
      },
    );

  const inUse = (total ?? 0) > 0;
  let text = 'Are you sure you want to delete this category?';
  if (counting) text = `Counting the products in ${category.name}…`;
  else if (error) text = 'Could not count the products in this category; try again.';
  else if (inUse)
    text =
      `${category.name} has ${productCount(total!)}. It cannot be deleted while they are in it: that would take them out of the shop. ` +
      (category.is_active
        ? 'Deactivate it instead? Its products are then hidden from shoppers until you activate it again.'
        : 'It is already inactive, so its products are hidden from shoppers. Move them to another category to delete it.');

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-category-title">
      <DialogTitle id="delete-category-title">Delete {category.name}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {busy && <CircularProgress size={20} />}
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {!counting && !error && !inUse && (
          <Button color="error" variant="contained" onClick={deleteCategory} disabled={busy}>
            Delete
          </Button>
        )}
        {!counting && inUse && category.is_active && (
          <Button variant="contained" onClick={deactivate} disabled={busy}>
            Deactivate category
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
