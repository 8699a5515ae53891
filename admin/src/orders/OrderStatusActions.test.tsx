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
import { anOrder } from './testOrder';

const paidOrder = anOrder();

// The transitions call goes through fetch; the status change through the data provider.
const answerTransitions = (states: string[]) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(states), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );

// As on the order page: the record comes from getOne, the buttons sit beside its status badge.
const renderActions = (update: ReturnType<typeof vi.fn>, order = paidOrder) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({
        getOne: (async () => ({ data: order })) as DataProvider['getOne'],
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
    // Refunds are a money action with their own dialog, never a plain status change.
    expect(screen.queryByRole('button', { name: 'Mark as refunded' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as completed' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const [input, init] = vi.mocked(fetch).mock.calls[0];
    expect(new URL(new Request(input, init).url).pathname).toBe('/api/orders/123/transitions/');

    fireEvent.click(ship);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mark as shipped: KC-000123?')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Note for the history (optional)'), { target: { value: ' Left with the morning rider ' } });
    // A rider delivery ships only with the rider's phone or the courier's number.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByText("Give the courier's tracking number or the rider's phone.")).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Tracking number or rider's phone/), { target: { value: ' 0712 345 678 ' } });
    expect(within(dialog).queryByText("Give the courier's tracking number or the rider's phone.")).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));

    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('orders', expect.objectContaining({
        id: 123,
        data: { status: 'shipped', note: 'Left with the morning rider', tracking_id: '0712 345 678' },
        meta: { partial: true },
      })),
    );
    await screen.findByText('Order KC-000123 is now Shipped.');
    // The page shows the order as the server answered it, not the one before the change.
    await screen.findByText('Shipped', { selector: '.MuiChip-label' });
  });

  it('keeps the order as is when the change is refused and says why', async () => {
    const update = vi.fn().mockRejectedValue(new HttpError('An order that is refund requested cannot become shipped.', 409, {}));
    renderActions(update);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Tracking number or rider's phone/), { target: { value: 'G4S-88120045' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    await screen.findByText('An order that is refund requested cannot become shipped.');
    expect(screen.getByText('Paid', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(update.mock.calls[0][1].data).toEqual({ status: 'shipped', tracking_id: 'G4S-88120045' });
  });

  it('makes a paid pickup order ready for collection, then collected, never shipped', async () => {
    answerTransitions(['ready_for_collection']);
    const pickup = anOrder({ delivery_method: 'pickup', delivery_address: null });
    const ready = { ...pickup, status: 'ready_for_collection' as const };
    const update = vi.fn().mockResolvedValue({ data: ready });
    renderActions(update, pickup);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark ready for collection' }));
    expect(screen.queryByRole('button', { name: 'Mark as shipped' })).toBeNull();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mark ready for collection: KC-000123?')).toBeTruthy();
    expect(within(dialog).getByText(/to bring the order reference/)).toBeTruthy();
    // Nothing is shipped, so nothing to track.
    expect(within(dialog).queryByLabelText(/Tracking number/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark ready for collection' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toEqual({ status: 'ready_for_collection' });
    await screen.findByText('Order KC-000123 is now Ready for collection.');
    await screen.findByText('Ready for collection', { selector: '.MuiChip-label' });
  });

  it('calls the completion of a pickup order its collection', async () => {
    answerTransitions(['completed']);
    const ready = anOrder({ delivery_method: 'pickup', delivery_address: null, status: 'ready_for_collection' });
    const update = vi.fn().mockResolvedValue({ data: { ...ready, status: 'completed' } });
    renderActions(update, ready);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as collected' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/moves from Ready for collection to Collected\. The customer has collected the order at the pickup point\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as collected' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toEqual({ status: 'completed' });
    await screen.findByText('Order KC-000123 is now Collected.');
    await screen.findByText('Collected', { selector: '.MuiChip-label' });
  });

  it('asks for no tracking id on other moves', async () => {
    answerTransitions(['completed']);
    const shipped = anOrder({ status: 'shipped', tracking_id: '+254712345678' });
    renderActions(vi.fn().mockResolvedValue({ data: { ...shipped, status: 'completed' } }), shipped);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as completed' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/Tracking number/)).toBeNull();
  });

  it('says so when no change is left', async () => {
    answerTransitions([]);
    renderActions(vi.fn());
    await screen.findByText('No status changes to make by hand (Paid).');
  });
});
