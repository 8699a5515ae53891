import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, HttpError, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { AttributesPage } from './AttributesPage';

const color = { id: 1, name: 'Color' };
const lists: Record<string, unknown[]> = {
  'attribute-types': [color],
  attributes: [{ id: 7, value: 'Red', type: color }],
};

describe('attribute value delete', () => {
  it("shows the server's reason when variants still use the value", async () => {
    const detail = 'Red is used by 3 variants. Remove it from those variants first.';
    const remove = vi.fn(async () => Promise.reject(new HttpError(detail, 409, { detail })));
    const getAll = vi.fn(async (resource: string) => ({ data: lists[resource], total: lists[resource].length }));
    render(
      <AdminContext dataProvider={{ ...testDataProvider({ delete: remove as DataProvider['delete'] }), getAll }}>
        <AttributesPage />
        <Notification />
      </AdminContext>,
    );

    const values = await screen.findByTestId('attribute-values');
    await within(values).findByText('Red');
    fireEvent.click(within(values).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/ }));
    await screen.findByText(detail);
    expect(remove).toHaveBeenCalledWith('attributes', expect.objectContaining({ id: 7 }));
  });
});
