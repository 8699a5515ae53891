import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, testDataProvider } from 'react-admin';
import type { Order } from '@shop/api-client';
import { anOrder } from '../orders/testOrder';
import { RecentOrders } from './RecentOrders';

// The overview's rows: 2 scarves plus mtaani delivery, KSh 2,550 each.
const order = (id: number, client_name: string, status: Order['status']): Order =>
  anOrder({
    id,
    status,
    items: [{ id, variant: { id: 1, name: 'Maasai Shuka Scarf', product_id: 2 }, sku: 'SCF-2-1', quantity: 2, unit_price: 1200, subtotal: 2400 }],
    product_total: 2400,
    delivery_fee: 150,
    total_price: 2550,
    client_name,
    client_email: `${client_name.split(' ')[0].toLowerCase()}@example.com`,
    payment: null,
    customer: null,
  });

describe('Recent Orders search', () => {
  it('lists the overview rows, then asks the server for the orders matching the search', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [order(42, 'Achieng Otieno', 'shipped')], total: 1 });
    render(
      <AdminContext dataProvider={testDataProvider({ getList })}>
        <RecentOrders recent={[order(1, 'Wanjiru Kamau', 'paid'), order(2, 'Kamau Njoroge', 'pending')]} />
      </AdminContext>,
    );
    const table = screen.getByRole('table', { name: 'Recent Orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('KC-000001')).toBeTruthy();
    expect(within(table).getAllByText('KSh 2,550')).toHaveLength(2);
    expect(getList).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Search orders'), { target: { value: '  achieng ' } });
    await screen.findByText('KC-000042');
    expect(screen.queryByText('KC-000001')).toBeNull();
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledWith('orders', expect.objectContaining({
      filter: { q: 'achieng' },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
    }));
  });

  it('says when nothing matches', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    render(
      <AdminContext dataProvider={testDataProvider({ getList })}>
        <RecentOrders recent={[order(1, 'Wanjiru Kamau', 'paid')]} />
      </AdminContext>,
    );
    fireEvent.change(screen.getByLabelText('Search orders'), { target: { value: 'KC-999' } });
    await screen.findByText('No orders match "KC-999".');
  });

  it('shows the money states by their names', () => {
    render(
      <AdminContext dataProvider={testDataProvider()}>
        <RecentOrders recent={[order(1, 'Wanjiru Kamau', 'payment_review'), order(2, 'Kamau Njoroge', 'refund_due'), order(3, 'Achieng Otieno', 'refund_requested')]} />
      </AdminContext>,
    );
    const table = screen.getByRole('table', { name: 'Recent Orders' });
    expect(within(table).getByText('Payment review')).toBeTruthy();
    expect(within(table).getByText('Paid after cancel — refund due')).toBeTruthy();
    expect(within(table).getByText('Refund requested')).toBeTruthy();
  });
});
