import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { ApiError, type Order, type RefundTerms } from '@shop/api-client';
import { MoneyActions } from './MoneyActions';
import { anOrder } from './testOrder';

const paidOrder = (refund: RefundTerms): Order => anOrder({ actions: ['refund'], refund });

const openRefund = async (order: Order, orderAction: ReturnType<typeof vi.fn>) => {
  render(
    <AdminContext dataProvider={testDataProvider({ orderAction })}>
      <MoneyActions order={order} />
      <Notification />
    </AdminContext>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog', { name: `Refund order ${order.reference}` });
};

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Request refund' }));

describe('refund dialog', () => {
  it('refunds mobile money in full only, and asks for remarks first', async () => {
    const orderAction = vi.fn().mockResolvedValue({ ...paidOrder({ max_amount: 3500, full_only: true, in_portal: false }), status: 'refund_requested', actions: [], refund: null });
    const dialog = await openRefund(paidOrder({ max_amount: 3500, full_only: true, in_portal: false }), orderAction);

    const amount = within(dialog).getByLabelText(/^Amount \(KSh\)/) as HTMLInputElement;
    expect(amount.value).toBe('3500');
    expect(amount.disabled).toBe(true);
    expect(within(dialog).getByText('Mobile money is refunded in full only.')).toBeTruthy();

    submit(dialog);
    await within(dialog).findByText('Please give the reason for the refund.');
    expect(orderAction).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Remarks/), { target: { value: ' Customer returned the basket ' } });
    submit(dialog);
    await waitFor(() => expect(orderAction).toHaveBeenCalledWith(123, 'refund', { amount: 3500, remarks: 'Customer returned the basket' }));
    await screen.findByText('Refund of KSh 3,500 requested for order KC-000123.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("records an M-Pesa reversal made in Safaricom's portal, with its transaction id", async () => {
    const mpesa = paidOrder({ max_amount: 3500, full_only: true, in_portal: true });
    const orderAction = vi.fn().mockResolvedValue({ ...mpesa, status: 'refunded', actions: [], refund: null });
    const dialog = await openRefund(mpesa, orderAction);
    expect(within(dialog).getByText(/^Reverse the payment in Safaricom's M-Pesa portal first/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Remarks/), { target: { value: 'Bag out of stock' } });
    const record = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    record();
    await within(dialog).findByText('Enter the transaction id of the reversal, as the M-Pesa portal shows it (e.g. SKC3XY12AB).');
    expect(orderAction).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^M-Pesa transaction id of the reversal/), { target: { value: ' SKR1VRS2AL ' } });
    record();
    await waitFor(() => expect(orderAction).toHaveBeenCalledWith(123, 'refund', { amount: 3500, remarks: 'Bag out of stock', transaction_id: 'SKR1VRS2AL' }));
    await screen.findByText('Refund of KSh 3,500 recorded for order KC-000123.');
  });

  it('lets card payments be refunded in part, up to what was paid', async () => {
    const orderAction = vi.fn().mockResolvedValue({ ...paidOrder({ max_amount: 3500, full_only: false, in_portal: false }), status: 'refund_requested' });
    const dialog = await openRefund(paidOrder({ max_amount: 3500, full_only: false, in_portal: false }), orderAction);
    const amount = within(dialog).getByLabelText(/^Amount \(KSh\)/) as HTMLInputElement;
    expect(amount.disabled).toBe(false);
    expect(within(dialog).getByText('At most KSh 3,500, the amount paid.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Remarks/), { target: { value: 'One scarf out of stock' } });

    fireEvent.change(amount, { target: { value: '3600' } });
    submit(dialog);
    await within(dialog).findByText('Enter an amount above 0 and at most KSh 3,500.');
    // The message goes as soon as the amount is changed, and comes back if it is still wrong.
    fireEvent.change(amount, { target: { value: '350' } });
    expect(within(dialog).queryByText('Enter an amount above 0 and at most KSh 3,500.')).toBeNull();
    fireEvent.change(amount, { target: { value: '0' } });
    submit(dialog);
    await within(dialog).findByText('Enter an amount above 0 and at most KSh 3,500.');
    expect(orderAction).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '1200.50' } });
    submit(dialog);
    await waitFor(() => expect(orderAction).toHaveBeenCalledWith(123, 'refund', { amount: 1200.5, remarks: 'One scarf out of stock' }));
    await screen.findByText('Refund of KSh 1,200.50 requested for order KC-000123.');
  });

  it.each([
    [409, 'This payment has already been refunded.'],
    [502, 'Pesapal refused the refund: Mobile money payments can only be refunded in full.'],
  ])('keeps the dialog open and shows the server\'s detail on %i', async (status, detail) => {
    const orderAction = vi.fn().mockRejectedValue(new ApiError(status, { detail }));
    const dialog = await openRefund(paidOrder({ max_amount: 3500, full_only: true, in_portal: false }), orderAction);
    fireEvent.change(within(dialog).getByLabelText(/^Remarks/), { target: { value: 'Duplicate payment' } });
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(detail);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Request refund' })).toHaveProperty('disabled', false);
  });

  it('shows the server\'s field messages under their fields', async () => {
    const orderAction = vi.fn().mockRejectedValue(
      new ApiError(400, { remarks: ['Remarks must be at most 255 characters.'] }),
    );
    const dialog = await openRefund(paidOrder({ max_amount: 3500, full_only: true, in_portal: false }), orderAction);
    fireEvent.change(within(dialog).getByLabelText(/^Remarks/), { target: { value: 'x' } });
    submit(dialog);
    await within(dialog).findByText('Remarks must be at most 255 characters.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
