import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, HttpError, Notification, testDataProvider } from 'react-admin';
import { CategoriesPage } from './CategoriesPage';

describe('categories page', () => {
  it("shows the server's reason when a category cannot be saved", async () => {
    const getList = vi.fn().mockResolvedValue({ data: [{ id: 1, name: 'Bags', description: '', is_active: true }], total: 1 });
    // What httpClient throws for {"name": ["A category with this name already exists."]}.
    const create = vi
      .fn()
      .mockRejectedValue(
        new HttpError('A category with this name already exists.', 400, { errors: { name: 'A category with this name already exists.' } }),
      );
    render(
      <AdminContext dataProvider={testDataProvider({ getList, create })}>
        <CategoriesPage />
        <Notification />
      </AdminContext>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '+ Add New Category' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'bags' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Error saving category: A category with this name already exists.')).toBeTruthy();
    expect(create).toHaveBeenCalledWith('categories', expect.objectContaining({ data: { name: 'bags', description: '' } }));
  });
});
