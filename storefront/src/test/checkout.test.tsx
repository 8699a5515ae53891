import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { redirectTo } from '../pages/PaymentPage';
import { loginAs, mockFetch, renderRoute } from './render';

const cart = {
  id: 1,
  items: [{ id: 70, variant_name: 'Kiondo - Red', quantity: 1, total_price: 2500, image: null, stock: 5 }],
  total: 2500,
  customer: { first_name: 'Wanjiru', last_name: 'Kamau', email: 'w@example.com' },
};
const methods = [
  { code: 'pickup', label: 'Pickup (Kimathi Street)', fee: 0, needs_address: false },
  { code: 'rider', label: 'Rider (Nairobi)', fee: 500, free_over: 3000, needs_address: true },
];

function checkoutApi() {
  return mockFetch().on('GET', '/api/cart/', { body: cart }).on('GET', '/api/delivery-methods/', { body: methods });
}

describe('checkout', () => {
  it('validates the address and phone, then places the order and goes to payment', async () => {
    loginAs();
    window.localStorage.setItem('deliveryAddress', 'Ngong Road');
    const api = checkoutApi().on('POST', '/api/checkout/', { status: 201, body: { id: 42 } });
    const { router } = renderRoute('/checkout');
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('Wanjiru Kamau')).toBeInTheDocument();
    expect(screen.getByDisplayValue('w@example.com')).toHaveAttribute('readonly');

    await user.click(await screen.findByRole('radio', { name: /Rider/ }));
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('KSh 500');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('KSh 3,000');
    await user.clear(screen.getByLabelText(/Delivery Address/));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please provide your delivery address.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Delivery Address/), 'Kilimani, Argwings Kodhek Rd');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please provide your phone number.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Phone Number/), '0712345678');
    expect(window.localStorage.getItem('phone')).toBe('0712345678');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/42'));
    expect(api.calls.find((c) => c.url.pathname === '/api/checkout/')?.body).toEqual({
      client_name: 'Wanjiru Kamau',
      client_email: 'w@example.com',
      client_phone: '0712345678',
      delivery_method: 'rider',
      delivery_address: 'Kilimani, Argwings Kodhek Rd',
    });
    expect(window.localStorage.getItem('phone')).toBeNull();
    expect(window.localStorage.getItem('deliveryAddress')).toBeNull();
  });

  it("shows the server's detail when the order is refused", async () => {
    loginAs();
    window.localStorage.setItem('phone', '0712345678');
    checkoutApi().on('POST', '/api/checkout/', { status: 409, body: { detail: 'Only 0 left of Kiondo - Red.' } });
    renderRoute('/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Pickup/ }));
    expect(screen.queryByLabelText(/Delivery Address/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Only 0 left of Kiondo - Red.')).toBeInTheDocument();
  });
});

describe('payment', () => {
  const order = {
    id: 42,
    status: 'pending',
    items: [{ id: 1, variant: { name: 'Kiondo - Red' }, quantity: 1, subtotal: 2500 }],
    product_total: 2500,
    delivery_fee: 500,
    total_price: 3000,
  };

  it('starts a payment and goes to the checkout_url', async () => {
    loginAs();
    const go = vi.spyOn(redirectTo, 'go').mockImplementation(() => undefined);
    mockFetch()
      .on('GET', '/api/orders/42/', { body: order })
      .on('POST', '/api/pesapal-initiate/42/', { body: { checkout_url: 'http://localhost:3000/pesapal-sandbox/pay?x=1' } });
    renderRoute('/payment/42');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay KSh 3,000' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:3000/pesapal-sandbox/pay?x=1'));
  });

  it('reports a missing checkout_url and unknown orders', async () => {
    loginAs();
    mockFetch().on('GET', '/api/orders/42/', { body: order }).on('POST', '/api/pesapal-initiate/42/', { body: {} });
    renderRoute('/payment/42');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay KSh 3,000' }));
    expect(await screen.findByText('Checkout URL missing in the payment provider response')).toBeInTheDocument();
  });

  it("says 'Order not found.' for someone else's order", async () => {
    loginAs();
    mockFetch();
    renderRoute('/payment/7');
    expect(await screen.findByText('Order not found.')).toBeInTheDocument();
  });

  it('shows the references on the result pages', async () => {
    mockFetch();
    renderRoute('/order-success?ref=KC-42&tracking_id=abc-123');
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByTestId('order-ref')).toHaveTextContent('KC-42');
    expect(screen.getByTestId('tracking-id')).toHaveTextContent('abc-123');
  });
});
