import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { ApiError, type Order } from '@shop/api-client';
import { anOrder } from './testOrder';
import { renderOrderPage as renderPage } from './testOrderPage';

const placed = { from: null, to: 'pending', at: '2025-05-01T09:00:00Z', by: 'wanjiru', note: '' } as const;

const inReview = anOrder({
  status: 'payment_review',
  payment: { ...anOrder().payment!, amount: 3499 },
  history: [placed, { from: 'pending', to: 'payment_review', at: '2025-05-01T09:04:00Z', by: 'pesapal', note: 'KES 3,499 paid for KES 3,500' }],
  refund: { max_amount: 3499, full_only: true, in_portal: false },
  actions: ['accept_payment', 'refund'],
});

// The order page as staff open it: the record from getOne, the status buttons from GET .../transitions/ (fetch),
// the money moves through the data provider.
const renderOrderPage = (getOne: ReturnType<typeof vi.fn>, orderAction: ReturnType<typeof vi.fn>) =>
  renderPage({ getOne: getOne as DataProvider['getOne'], orderAction });

// hidden: an open dialog hides the page from the accessibility tree.
const heading = () => screen.getByRole('heading', { level: 1, name: 'Order KC-000123', hidden: true });
const badgeBesideHeading = () => heading().parentElement!.querySelector('.MuiChip-label')!.textContent;
const historyRows = () => within(screen.getByRole('table', { name: 'Status history' })).getAllByRole('row').slice(1);

describe('order page money', () => {
  beforeEach(() =>
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }))),
  );
  afterEach(() => vi.unstubAllGlobals());

  it("writes the customer's phone as +254 7xx xxx xxx and tappable, Pesapal's method by name and money in KSh", async () => {
    renderOrderPage(vi.fn().mockResolvedValue({ data: anOrder({ status: 'shipped', tracking_id: '+254722000111' }) }), vi.fn());
    const phone = await screen.findByRole('link', { name: '+254 712 345 678' });
    expect(phone.getAttribute('href')).toBe('tel:+254712345678');
    expect(screen.getByRole('link', { name: '+254 722 000 111' }).getAttribute('href')).toBe('tel:+254722000111');
    expect(screen.getByText('M-Pesa')).toBeTruthy();
    expect(screen.queryByText('MpesaKE')).toBeNull();
    expect(screen.queryByText(/KES/)).toBeNull();
  });

  it('accepts a payment in review: the page shows the order paid, its history and no more accept button', async () => {
    const accepted: Order = {
      ...inReview,
      status: 'paid',
      history: [...inReview.history, { from: 'payment_review', to: 'paid', at: '2025-05-01T10:00:00Z', by: 'admin', note: 'Customer paid the shilling by cash' }],
      actions: ['refund'],
    };
    const orderAction = vi.fn().mockResolvedValue(accepted);
    renderOrderPage(vi.fn().mockResolvedValue({ data: inReview }), orderAction);

    await screen.findByText('Payment does not match the order');
    expect(badgeBesideHeading()).toBe('Payment review');
    fireEvent.click(screen.getByRole('button', { name: 'Accept payment' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Accept payment: KC-000123?')).toBeTruthy();
    expect(within(dialog).getByText(/^Pesapal reported KSh 3,499 for an order of KSh 3,500\./)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Note for the history (optional)'), { target: { value: 'Customer paid the shilling by cash' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept payment' }));

    await waitFor(() => expect(orderAction).toHaveBeenCalledWith(123, 'accept_payment', { note: 'Customer paid the shilling by cash' }));
    await screen.findByText('Order KC-000123 is now Paid.');
    await waitFor(() => expect(badgeBesideHeading()).toBe('Paid'));
    expect(historyRows().at(-1)?.textContent).toContain('Payment review → Paid');
    expect(screen.queryByRole('button', { name: 'Accept payment' })).toBeNull();
    expect(screen.queryByText('Payment does not match the order')).toBeNull();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it('shows why a cancel was refused and where the order now stands', async () => {
    const pending = anOrder({ status: 'pending', payment: { ...anOrder().payment!, status: 'PENDING', amount: null }, actions: ['cancel'], history: [placed] });
    const paidMeanwhile = anOrder({ history: [placed, { from: 'pending', to: 'paid', at: '2025-05-01T09:06:00Z', by: 'pesapal', note: '' }] });
    const getOne = vi.fn().mockResolvedValueOnce({ data: pending }).mockResolvedValue({ data: paidMeanwhile });
    const detail = 'The payment completed before the order could be cancelled: the order is paid.';
    const orderAction = vi.fn().mockRejectedValue(new ApiError(409, { detail }));
    renderOrderPage(getOne, orderAction);

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await screen.findByText(detail);
    expect(orderAction).toHaveBeenCalledWith(123, 'cancel', {});
    await waitFor(() => expect(badgeBesideHeading()).toBe('Paid'));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('keeps the refund dialog and its reason when the refetched order allows no refund any more', async () => {
    const paid = anOrder({ history: [placed], refund: { max_amount: 3500, full_only: true, in_portal: false }, actions: ['refund'] });
    const refundedMeanwhile = anOrder({ status: 'refunded', history: [placed], payment: { ...paid.payment!, status: 'REVERSED' } });
    const getOne = vi.fn().mockResolvedValueOnce({ data: paid }).mockResolvedValue({ data: refundedMeanwhile });
    const detail = 'This payment has already been refunded.';
    renderOrderPage(getOne, vi.fn().mockRejectedValue(new ApiError(409, { detail })));

    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Remarks/), { target: { value: 'Customer returned the basket' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request refund' }));
    await waitFor(() => expect(badgeBesideHeading()).toBe('Refunded'));
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(detail);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('lists the refunds asked for with Pesapal\'s answer, and follows the order until Pesapal pays out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const requested = anOrder({
        status: 'refund_requested',
        refunds: [{ id: 1, amount: 3500, remarks: 'Basket arrived torn', requested_by: 'admin', status: 'accepted', answer: 'Refund request successfully', created_at: '2025-05-02T08:00:00Z' }],
      });
      const refunded = { ...requested, status: 'refunded' as const, payment: { ...requested.payment!, status: 'REVERSED' } };
      const getOne = vi.fn().mockResolvedValueOnce({ data: requested }).mockResolvedValue({ data: refunded });
      renderOrderPage(getOne, vi.fn());

      const refunds = await screen.findByRole('region', { name: 'Refunds' });
      expect(within(refunds).getByText('KSh 3,500')).toBeTruthy();
      expect(within(refunds).getByText('Received by Pesapal')).toBeTruthy();
      expect(within(refunds).getByText('Basket arrived torn')).toBeTruthy();
      expect(within(refunds).getByText(/^Requested by admin on /)).toBeTruthy();
      expect(within(refunds).getByText('Pesapal: Refund request successfully')).toBeTruthy();
      expect(screen.getByText(/^Refund requested from Pesapal\./)).toBeTruthy();

      await act(() => vi.advanceTimersByTimeAsync(5500));
      await waitFor(() => expect(badgeBesideHeading()).toBe('Refunded'));
      expect(screen.getByText('Pesapal: REVERSED')).toBeTruthy();
      // Nothing more to wait for: no more polling.
      const calls = getOne.mock.calls.length;
      await act(() => vi.advanceTimersByTimeAsync(11000));
      expect(getOne.mock.calls.length).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });
});
