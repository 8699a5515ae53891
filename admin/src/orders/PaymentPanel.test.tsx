import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentPanel } from './PaymentPanel';
import { anOrder } from './testOrder';

const payment = anOrder().payment!;

describe('payment panel', () => {
  it('puts expected and received side by side and warns of a short payment in review', () => {
    render(<PaymentPanel order={anOrder({ status: 'payment_review', payment: { ...payment, amount: 3499 } })} />);
    const amounts = screen.getByRole('group', { name: 'Amounts' });
    expect(within(amounts).getByText('Expected').nextSibling?.textContent).toBe('KSh 3,500');
    expect(within(amounts).getByText('Received').nextSibling?.textContent).toBe('KSh 3,499');
    const warning = screen.getByRole('alert');
    expect(within(warning).getByText('Payment does not match the order')).toBeTruthy();
    expect(warning.textContent).toContain('Pesapal reported KSh 3,499 for an order of KSh 3,500. KSh 1 short of the order total.');
    expect(warning.textContent).toContain('Accept the payment to mark the order paid, or refund it.');
  });

  it('names a foreign currency in review', () => {
    render(<PaymentPanel order={anOrder({ status: 'payment_review', payment: { ...payment, amount: 27, currency: 'USD' } })} />);
    expect(screen.getByRole('alert').textContent).toContain('Paid in USD, not KSh');
  });

  it('says a payment after cancel is owed back', () => {
    render(<PaymentPanel order={anOrder({ status: 'refund_due' })} />);
    const warning = screen.getByRole('alert');
    expect(within(warning).getByText('Paid after cancel — refund due')).toBeTruthy();
    expect(warning.textContent).toContain('KSh 3,500 arrived after the order was cancelled or had expired.');
  });

  it('warns of nothing when the payment matches', () => {
    render(<PaymentPanel order={anOrder()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Pesapal: COMPLETED')).toBeTruthy();
  });

  it('names M-Pesa Express as the payer of an STK payment', () => {
    render(<PaymentPanel order={anOrder({ status: 'payment_review', payment: { ...payment, provider: 'mpesa', tracking_id: null, amount: 3499 } })} />);
    expect(screen.getByText('M-Pesa Express: COMPLETED')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('M-Pesa Express reported KSh 3,499');
  });

  it('says nothing came for a closed order, rather than nothing yet', () => {
    render(<PaymentPanel order={anOrder({ status: 'cancelled', payment: { ...payment, status: 'PENDING', amount: null, currency: null } })} />);
    expect(screen.getByText('Nothing')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an unpaid order with nothing received and its deadline', () => {
    render(<PaymentPanel order={anOrder({ status: 'pending', payment: null, payment_due_at: '2025-05-01T09:30:00Z' })} />);
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.getByText('No payment started')).toBeTruthy();
    expect(screen.getByText(/^Awaiting payment until .+; the order is cancelled if it is not paid by then\.$/)).toBeTruthy();
  });
});
