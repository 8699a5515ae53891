import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeUser } from './fixtures';
import { loginAs, mockFetch, renderRoute } from './render';

// The statuses a shopper meets once money has arrived that the shop does not simply keep.
describe('order statuses in the shopper’s words', () => {
  it('names every status on the profile’s order list; only a pending order offers Pay now', async () => {
    loginAs();
    const orders = [
      { ...makeOrder({ id: 44, reference: 'KC-000044' }), status: 'payment_review' },
      { ...makeOrder({ id: 43, reference: 'KC-000043' }), status: 'refund_requested' },
      makeOrder({ id: 42, reference: 'KC-000042', status: 'pending' }),
    ];
    mockFetch()
      .on('GET', '/api/auth/profile/', { body: makeUser() })
      .on('GET', '/api/orders/', { body: orders, headers: { 'Content-Range': 'items 0-2/3' } });
    renderRoute('/account/profile');
    expect(await screen.findByText('Payment being checked')).toBeInTheDocument();
    expect(screen.getByText('Refund in progress')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Pay now' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/payment/42');
  });

  it('tells the shopper on the payment page that money for a closed order goes back, and offers no Pay button', async () => {
    loginAs();
    mockFetch().on('GET', '/api/orders/42/', { body: { ...makeOrder(), status: 'refund_due' } });
    renderRoute('/payment/42');
    expect(await screen.findByText('Refund due')).toBeInTheDocument();
    expect(screen.getByText(/reached us after this order was closed, so we will refund it to you/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('says a payment under review is being checked, neither paid nor failed, while it is confirmed', async () => {
    loginAs();
    mockFetch().on('GET', '/api/orders/by-reference/KC-000042/', { body: { ...makeOrder(), status: 'payment_review' } });
    renderRoute('/order-success?ref=KC-000042&tracking_id=trk-1&pending=1');
    expect(await screen.findByText('Payment Being Checked')).toBeInTheDocument();
    expect(screen.getByText(/does not match this order’s total/)).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-ref')).toHaveTextContent('KC-000042');
  });

  it('does not call a confirmed payment successful when the shop cannot keep it: a paid-late order says its money goes back', async () => {
    loginAs();
    mockFetch().on('GET', '/api/orders/by-reference/KC-000042/', { body: { ...makeOrder(), status: 'refund_due' } });
    renderRoute('/order-success?ref=KC-000042&tracking_id=trk-1');
    expect(await screen.findByText('Refund of Your Payment')).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  it('calls a confirmed payment of a paid order successful', async () => {
    loginAs();
    mockFetch().on('GET', '/api/orders/by-reference/KC-000042/', { body: { ...makeOrder(), status: 'paid' } });
    renderRoute('/order-success?ref=KC-000042&tracking_id=trk-1');
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByTestId('order-ref')).toHaveTextContent('KC-000042');
  });
});
