import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AdminContext,
  HttpError,
  Notification,
  ShowBase,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { OrderStatusActions } from './OrderStatusActions';
import { OrderStatusField } from './OrderStatusBadge';
import type { Order } from './types';

const paidOrder: Order = {
  id: 123,
  reference: 'KC-000123',
  status: 'paid',
  items: [{ id: 1, variant: { id: 7, name: 'Kiondo Basket - Red' }, sku: 'BAG-1-7-RED', quantity: 2, unit_price: 1500, subtotal: 3000 }],
  product_total: 3000,
  delivery_fee: 500,
  total_price: 3500,
  delivery_method: 'rider',
  delivery_address: 'Moi Avenue, Nairobi',
  client_name: 'Wanjiru Kamau',
  client_email: 'wanjiru@example.com',
  client_phone: '254712345678',
  payment: { tracking_id: 'trk-1', method: 'MpesaKE', confirmation_code: 'QWE123', account: '2547xxx45678', status: 'COMPLETED' },
  history: [],
  customer: { id: 4, username: 'wanjiru', email: 'wanjiru@example.com', full_name: 'Wanjiru Kamau' },
  created_at: '2025-05-01T09:00:00Z',
  updated_at: '2025-05-01T09:05:00Z',
};

// The transitions call goes through fetch; the status change through the data provider.
const answerTransitions = (states: string[]) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(states), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );

// As on the order page: the record comes from getOne, the buttons sit beside its status badge.
const renderActions = (update: ReturnType<typeof vi.fn>) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({
        getOne: (async () => ({ data: paidOrder })) as DataProvider['getOne'],
        update: update as DataProvider['update'],
      })}
    >
      <ShowBase resource="orders" id={123}>
        <OrderStatusField />
        <OrderStatusActions />
      </ShowBase>
      <Notification />
    </AdminContext>,
  );

describe('order status buttons', () => {
  beforeEach(() => answerTransitions(['shipped', 'refunded']));
  afterEach(() => vi.unstubAllGlobals());

  it('shows only the states the server allows and asks before moving the order', async () => {
    const update = vi.fn().mockResolvedValue({ data: { ...paidOrder, status: 'shipped' } });
    renderActions(update);

    const ship = await screen.findByRole('button', { name: 'Mark as shipped' });
    expect(screen.getByRole('button', { name: 'Mark as refunded' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as completed' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(vi.mocked(fetch).mock.calls[0][0]).toBe('/api/orders/123/transitions/');

    fireEvent.click(ship);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mark as shipped: KC-000123?')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Note for the history (optional)'), { target: { value: ' G4S waybill 8812 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));

    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('orders', expect.objectContaining({
        id: 123,
        data: { status: 'shipped', note: 'G4S waybill 8812' },
        meta: { partial: true },
      })),
    );
    await screen.findByText('Order KC-000123 is now Shipped.');
    // The page shows the order as the server answered it, not the one before the change.
    await screen.findByText('Shipped', { selector: '.MuiChip-label' });
  });

  it('keeps the order as is when the change is refused and says why', async () => {
    const update = vi.fn().mockRejectedValue(new HttpError('An order that is paid cannot become refunded.', 409, {}));
    renderActions(update);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as refunded' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
    await screen.findByText('An order that is paid cannot become refunded.');
    expect(screen.getByText('Paid', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(update.mock.calls[0][1].data).toEqual({ status: 'refunded' });
  });

  it('says so when no change is left', async () => {
    answerTransitions([]);
    renderActions(vi.fn());
    await screen.findByText('No further status changes: the order is paid.');
  });
});
