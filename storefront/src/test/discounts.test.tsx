import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@shop/api-client';
import { makeCart, makeCartItem, makeOrder } from './fixtures';
import { deliveryRoutes, inNairobi, NAIROBI_ONE_POINT } from './deliveryApi';
import { loginAs, mockFetch, renderRoute } from './render';

const goods = makeCart([makeCartItem({ quantity: 1, unit_price: 2500 })]);
const withCode = (overrides: Partial<Cart> = {}): Cart => ({
  ...goods,
  discount_code: 'KARIBU10',
  discount_type: 'percent',
  discount_amount: 250,
  discount_problem: null,
  ...overrides,
});

describe('discount code', () => {
  it('asks a guest to log in, as codes live on the server cart', async () => {
    mockFetch();
    window.localStorage.setItem('guest-cart', JSON.stringify([{ id: 11, variant_name: 'Kiondo - Red', quantity: 1, unit_price: 2500, total_price: 2500, image: null, stock: 3 }]));
    renderRoute('/cart');
    expect(await screen.findByRole('link', { name: 'Log in to use it' })).toHaveAttribute('href', '/account/login?next=%2Fcart');
    expect(screen.queryByLabelText('Discount code')).not.toBeInTheDocument();
  });

  it('shows the refusal under the field, then the discount as its own line of the cart', async () => {
    loginAs();
    const api = mockFetch()
      .on('GET', '/api/cart/', { body: goods })
      .on('POST', '/api/cart/discount/', ({ body }) =>
        (body as { code: string }).code === 'OLDDEAL' ? { status: 400, body: { code: ['This code has expired.'] } } : { body: withCode() },
      )
      .on('DELETE', '/api/cart/discount/', { body: goods });
    renderRoute('/cart');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Discount code');
    await user.type(field, 'OLDDEAL');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code has expired.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('KSh 2,500');

    await user.clear(field);
    await user.type(field, 'karibu10{Enter}');
    const summary = screen.getByLabelText('Order summary');
    expect(await within(summary).findByText('Discount (KARIBU10)')).toBeInTheDocument();
    expect(within(summary).getByTestId('discount-amount')).toHaveTextContent('−KSh 250');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('KSh 2,250');
    // The client sends the code only, never an amount.
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ code: 'OLDDEAL' }, { code: 'karibu10' }]);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Discount (KARIBU10)')).not.toBeInTheDocument());
    expect(screen.getByTestId('cart-total')).toHaveTextContent('KSh 2,500');
  });

  it('judges free delivery on the goods after the discount, as checkout charges it', async () => {
    loginAs();
    inNairobi();
    // KSh 3,200 of goods with KSh 500 off: the shopper pays KSh 2,700 for goods, so the rider is charged.
    const over = makeCart([makeCartItem({ quantity: 1, unit_price: 3200 })]);
    const cart: Cart = { ...over, discount_code: 'SAVE500', discount_type: 'fixed', discount_amount: 500, discount_problem: null };
    deliveryRoutes(mockFetch().on('GET', '/api/cart/', { body: cart }));
    const { router } = renderRoute('/cart');
    expect(await screen.findByTestId('free-delivery-note')).toHaveTextContent(
      'Free delivery (Rider delivery (Nairobi), Pick Up Mtaani) when your goods come to over KSh 3,000 after any discount (now KSh 2,700).',
    );
    await router.navigate('/checkout');
    expect(await screen.findByRole('radio', { name: /^Rider delivery \(Nairobi\).*KSh 500/ })).toBeInTheDocument();
  });

  it('says delivery is free once the goods after the discount pass the bound', async () => {
    loginAs();
    inNairobi();
    const over = makeCart([makeCartItem({ quantity: 1, unit_price: 3500 })]);
    deliveryRoutes(
      mockFetch().on('GET', '/api/cart/', { body: { ...over, discount_code: 'SAVE300', discount_type: 'fixed', discount_amount: 300, discount_problem: null } }),
      NAIROBI_ONE_POINT.map((m) => (m.free_over ? { ...m, fee: 0 } : m)),
    );
    renderRoute('/cart');
    expect(await screen.findByTestId('free-delivery-note')).toHaveTextContent('Free delivery (Rider delivery (Nairobi), Pick Up Mtaani): your goods come to over KSh 3,000 after the discount.');
    expect(screen.getByTestId('option-fee-rider')).toHaveTextContent('Free · same or next day');
  });

  it('says why an applied code no longer counts', async () => {
    loginAs();
    mockFetch().on('GET', '/api/cart/', { body: withCode({ discount_amount: 0, discount_problem: 'This code needs at least KSh 5,000 of goods.' }) });
    renderRoute('/cart');
    expect(await screen.findByText('This code needs at least KSh 5,000 of goods.')).toBeInTheDocument();
    expect(screen.getByText(/does not apply/)).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('KSh 2,500');
  });

  it("takes off a free-delivery code's fee for the chosen method at checkout, and shows a refusal at placing", async () => {
    loginAs();
    const free = withCode({ discount_code: 'SHIPFREE', discount_type: 'free_delivery', discount_amount: 0 });
    inNairobi();
    window.localStorage.setItem('phone', '0712345678');
    window.localStorage.setItem('deliveryTown', 'Kilimani');
    window.localStorage.setItem('deliveryAddress', 'Argwings Kodhek Rd');
    // The options route says what the code takes off each method's fee.
    deliveryRoutes(mockFetch().on('GET', '/api/cart/', { body: free }), NAIROBI_ONE_POINT.map((m) => ({ ...m, fee_discount: m.fee })))
      .on('POST', '/api/checkout/', { status: 400, body: { code: ['This code has been used up.'] } });
    renderRoute('/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Rider/ }));
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('KSh 500');
    expect(screen.getByTestId('discount-amount')).toHaveTextContent('−KSh 500');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('KSh 2,500');
    await user.click(screen.getByRole('radio', { name: /Pick up/ }));
    expect(screen.queryByTestId('discount-amount')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('This code has been used up.')).toBeInTheDocument();
  });

  it('takes an order its discount paid in full straight to the result page, never to payment', async () => {
    loginAs();
    window.localStorage.setItem('phone', '0712345678');
    inNairobi();
    const api = deliveryRoutes(mockFetch().on('GET', '/api/cart/', { body: withCode({ discount_code: 'ONTHEHOUSE', discount_amount: 2500 }) }))
      .on('POST', '/api/checkout/', { status: 201, body: makeOrder({ status: 'paid', delivery_method: 'pickup', delivery_fee: 0, discount_code: 'ONTHEHOUSE', discount_amount: 2500, total_price: 0 }) });
    renderRoute('/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Pick up/ }));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('KSh 0');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByTestId('order-ref')).toHaveTextContent('KC-000042');
    expect(api.calls.some((c) => c.url.pathname.includes('pesapal-initiate'))).toBe(false);
  });

  it('shows the discount on the payment page', async () => {
    loginAs();
    mockFetch().on('GET', '/api/orders/42/', { body: makeOrder({ discount_code: 'KARIBU10', discount_amount: 250, total_price: 2750 }) });
    renderRoute('/payment/42');
    expect(await screen.findByText('Discount (KARIBU10)')).toBeInTheDocument();
    expect(screen.getByTestId('discount-amount')).toHaveTextContent('−KSh 250');
    expect(screen.getByTestId('order-total')).toHaveTextContent('KSh 2,750');
  });
});
