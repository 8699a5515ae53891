import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, HttpError, Notification, testDataProvider, type DataProvider } from 'react-admin';
import type { Category } from '@shop/api-client';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';

const bags: Category = { id: 3, name: 'Bags', description: 'Handwoven bags', is_active: true };

const renderDialog = (provider: Partial<DataProvider>, category = bags, onClose = vi.fn()) => {
  render(
    <AdminContext dataProvider={testDataProvider(provider)}>
      <DeleteCategoryDialog category={category} onClose={onClose} />
      <Notification />
    </AdminContext>,
  );
  return onClose;
};

// The dialog counts the category's products through the products list (one row, the total from Content-Range).
const productsInCategory = (total: number) =>
  vi.fn(async () => ({ data: total ? [{ id: 1 }] : [], total })) as unknown as DataProvider['getList'];

describe('category delete confirm', () => {
  it('says how many products are in the category and offers to deactivate it instead of deleting', async () => {
    const getList = productsInCategory(3);
    const update = vi.fn(async () => ({ data: { ...bags, is_active: false } }));
    const remove = vi.fn();
    const onClose = renderDialog({ getList, update: update as DataProvider['update'], delete: remove });

    const dialog = await screen.findByRole('dialog', { name: 'Delete Bags' });
    await within(dialog).findByText(/Bags has 3 products\. It cannot be deleted while they are in it/);
    expect(vi.mocked(getList).mock.calls[0]).toEqual(['products', expect.objectContaining({ filter: { category: 3 } })]);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate category' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith('categories', expect.objectContaining({ id: 3, data: { is_active: false }, meta: { partial: true } }));
    expect(remove).not.toHaveBeenCalled();
    await screen.findByText('Bags is inactive: its products are hidden from shoppers.');
  });

  it('offers nothing but moving the products when the category is already inactive', async () => {
    renderDialog({ getList: productsInCategory(1) }, { ...bags, is_active: false });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/Bags has 1 product\..*It is already inactive/);
    expect(within(dialog).getAllByRole('button').map(button => button.textContent)).toEqual(['Cancel']);
  });

  it('deletes an empty category after the usual question', async () => {
    const remove = vi.fn(async () => ({ data: bags }));
    const onClose = renderDialog({ getList: productsInCategory(0), delete: remove as DataProvider['delete'] });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Are you sure you want to delete this category?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith('categories', expect.objectContaining({ id: 3 }));
  });

  it("shows the server's reason when the delete is refused after all", async () => {
    const detail = 'Bags has 1 product. Deactivate the category instead, or move its products to another category first.';
    const remove = vi.fn(async () => Promise.reject(new HttpError(detail, 409, { detail })));
    renderDialog({ getList: productsInCategory(0), delete: remove as DataProvider['delete'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByText(detail);
  });
});
