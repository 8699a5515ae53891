import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { POLL } from '../pages/OrderResultPages';
import { redirectTo } from '../pages/PaymentPage';
import { DELIVERY_METHODS as methods, makeCart, makeCartItem, makeOrder } from './fixtures';
import { loginAs, mockFetch, renderRoute } from './render';

const cart = makeCart([makeCartItem()]);

function checkoutApi() {
  return mockFetch().on('GET', '/api/cart/', { body: cart }).on('GET', '/api/delivery-methods/', { body: methods });
}

describe('checkout', () => {
  it('shows the delivery fees the cart answers, never a fee of its own making', async () => {
    loginAs();
    // The server's word, even where a rule of the page's own would say otherwise (rider above KSh 3,000).
    const goods = makeCart([makeCartItem({ quantity: 2, unit_price: 1600 })]);
    mockFetch()
      .on('GET', '/api/cart/', { body: { ...goods, delivery_fees: { pickup: 0, rider: 500, mtaani: 150, courier: 400 } } })
      .on('GET', '/api/delivery-methods/', { body: methods });
    renderRoute('/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Rider/ }));
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('KSh 500');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('KSh 3,700');
  });


  it('validates the address and phone, then places the order and goes to payment', async () => {
    loginAs();
    window.localStorage.setItem('deliveryAddress', 'Ngong Road');
    const api = checkoutApi().on('POST', '/api/checkout/', { status: 201, body: makeOrder() });
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

  it("starts the phone from the account's, and what the shopper types instead is sent", async () => {
    loginAs();
    const api = mockFetch()
      .on('GET', '/api/cart/', { body: { ...cart, customer: { ...cart.customer, phone: '+254712345678' } } })
      .on('GET', '/api/delivery-methods/', { body: methods })
      .on('POST', '/api/checkout/', { status: 201, body: makeOrder() });
    const { router } = renderRoute('/checkout');
    const user = userEvent.setup();
    const phone = await screen.findByLabelText(/Phone Number/);
    await waitFor(() => expect(phone).toHaveValue('+254712345678'));
    await user.clear(phone);
    await user.type(phone, '0722 333 444');
    await user.click(screen.getByRole('radio', { name: /Pick up/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/42'));
    expect(api.calls.find((c) => c.url.pathname === '/api/checkout/')?.body).toMatchObject({ client_phone: '0722 333 444' });
  });

  it("shows the server's detail when the order is refused", async () => {
    loginAs();
    window.localStorage.setItem('phone', '0712345678');
    checkoutApi().on('POST', '/api/checkout/', { status: 409, body: { detail: 'Only 0 left of Kiondo - Red.' } });
    renderRoute('/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Pick up in store/ }));
    expect(screen.queryByLabelText(/Delivery Address/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Only 0 left of Kiondo - Red.')).toBeInTheDocument();
  });
});

describe('checkout retries', () => {
  it('sends one Idempotency-Key per attempt, the same on its retries after a lost answer', async () => {
    loginAs();
    window.localStorage.setItem('phone', '0712345678');
    const answers = [{ status: 503, body: { detail: 'Service Unavailable' } }, { status: 409, body: { detail: 'Not enough stock for Kiondo - Red: 0 left.' } }, { status: 201, body: makeOrder() }];
    const api = checkoutApi().on('POST', '/api/checkout/', () => answers.shift());
    const { router } = renderRoute('/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Pick up in store/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Not enough stock for Kiondo - Red: 0 left.', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/42'));
    const keys = api.calls.filter((c) => c.url.pathname === '/api/checkout/').map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    // The 503 lost the first answer: its retry says it is the same attempt. The 409 was an answer: the next click is a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});

describe('checkout details', () => {
  it('shows a missing phone under the phone field, and the message goes once the phone is filled', async () => {
    loginAs();
    checkoutApi();
    renderRoute('/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Pick up in store/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const phone = screen.getByLabelText(/Phone Number/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Please provide your phone number.'));
    expect(screen.queryByRole('alert')).toBeNull();
    // The shopper is taken to the field, which may be far above the button on a phone.
    expect(phone).toHaveFocus();
    await user.type(phone, '0712345678');
    expect(screen.queryByText('Please provide your phone number.')).toBeNull();
  });

  it("shows the server's field messages once, under their fields", async () => {
    loginAs();
    window.localStorage.setItem('phone', '0712');
    checkoutApi().on('POST', '/api/checkout/', { status: 400, body: { client_phone: ['Enter a Kenyan mobile number, e.g. 0712 345 678.'] } });
    renderRoute('/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Pick up in store/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByLabelText(/Phone Number/)).toHaveAccessibleDescription('Enter a Kenyan mobile number, e.g. 0712 345 678.'));
    expect(screen.getAllByText('Enter a Kenyan mobile number, e.g. 0712 345 678.')).toHaveLength(1);
  });

  it('keeps the delivery method and address of the draft across a reload', async () => {
    loginAs();
    window.localStorage.setItem('deliveryAddress', 'Ngong Road, Adams Arcade');
    checkoutApi();
    const first = renderRoute('/checkout');
    await userEvent.setup().click(await screen.findByRole('radio', { name: /Rider/ }));
    expect(window.localStorage.getItem('deliveryMethod')).toBe('rider');
    first.unmount();

    renderRoute('/checkout');
    expect(await screen.findByRole('radio', { name: /Rider/ })).toBeChecked();
    expect(screen.getByLabelText(/Delivery Address/)).toHaveValue('Ngong Road, Adams Arcade');
  });

  it("goes to payment after Place Order without ever saying 'Your cart is empty'", async () => {
    loginAs();
    window.localStorage.setItem('phone', '0712345678');
    let placed = false;
    mockFetch()
      .on('GET', '/api/cart/', () => ({ body: placed ? makeCart() : cart }))
      .on('GET', '/api/delivery-methods/', { body: methods })
      .on('GET', '/api/orders/42/', { body: makeOrder() })
      .on('POST', '/api/checkout/', () => {
        placed = true;
        return { status: 201, body: makeOrder({ delivery_method: 'pickup', delivery_fee: 0, total_price: 2500 }) };
      });
    let sawEmpty = false;
    const watcher = new MutationObserver(() => {
      if (document.body.textContent?.includes('Your cart is empty')) sawEmpty = true;
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    const { router } = renderRoute('/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Pick up in store/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('button', { name: 'Pay KSh 2,500' });
    expect(router.state.location.pathname).toBe('/payment/42');
    // The emptied cart has been read meanwhile.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart (0 items)' })).toBeInTheDocument());
    watcher.disconnect();
    expect(sawEmpty).toBe(false);
  });
});

describe('payment', () => {
  const order = makeOrder();

  it('starts a payment and goes to the checkout_url', async () => {
    loginAs();
    const go = vi.spyOn(redirectTo, 'go').mockImplementation(() => undefined);
    mockFetch()
      .on('GET', '/api/orders/42/', { body: order })
      .on('POST', '/api/pesapal-initiate/42/', { body: { checkout_url: 'http://localhost:3000/pesapal-sandbox/pay?x=1', tracking_id: 'trk-1' } });
    renderRoute('/payment/42');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay KSh 3,000' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:3000/pesapal-sandbox/pay?x=1'));
  });

  it('names the delivery method and where it goes, or where to collect a pickup', async () => {
    loginAs();
    mockFetch()
      .on('GET', '/api/orders/42/', { body: makeOrder({ delivery_address: 'Kilimani, Argwings Kodhek Rd, Apt 4B' }) })
      .on('GET', '/api/orders/43/', { body: makeOrder({ id: 43, delivery_method: 'pickup', delivery_address: null, delivery_fee: 0 }) })
      .on('GET', '/api/delivery-methods/', { body: methods });
    const { router } = renderRoute('/payment/42');
    const delivery = await screen.findByTestId('order-delivery');
    await waitFor(() => expect(delivery).toHaveTextContent('Delivery methodRider delivery (Nairobi)Deliver toKilimani, Argwings Kodhek Rd, Apt 4B'));
    await router.navigate('/payment/43');
    await waitFor(() => expect(screen.getByTestId('order-delivery')).toHaveTextContent('Delivery methodPick up in storeCollect atNairobi CBD, Kimathi Street, Kimathi Chambers 2nd Floor'));
  });

  it('reports a missing checkout_url and unknown orders', async () => {
    loginAs();
    mockFetch().on('GET', '/api/orders/42/', { body: order }).on('POST', '/api/pesapal-initiate/42/', { body: { checkout_url: '', tracking_id: 'trk-1' } });
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

  it("shows the order reference on the result pages, not Pesapal's tracking id: a tracking number is only ever the courier's", async () => {
    mockFetch();
    renderRoute('/order-success?ref=KC-42&tracking_id=abc-123');
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByTestId('order-ref')).toHaveTextContent('KC-42');
    expect(screen.queryByText(/abc-123/)).not.toBeInTheDocument();
    expect(screen.queryByText(/tracking/i)).not.toBeInTheDocument();
  });
});

describe('payment being confirmed (&pending=1)', () => {
  const url = '/order-success?ref=KC-000042&tracking_id=trk-1&pending=1';

  it('says the payment is being confirmed, polls the order by reference and shows the final state', async () => {
    loginAs();
    vi.spyOn(POLL, 'everyMs', 'get').mockReturnValue(50);
    let reads = 0;
    const api = mockFetch().on('GET', '/api/orders/by-reference/KC-000042/', () => {
      reads += 1;
      return { body: makeOrder({ status: reads < 3 ? 'pending' : 'paid' }) };
    });
    renderRoute(url);
    expect(await screen.findByText('Confirming Your Payment')).toBeInTheDocument();
    expect(screen.getByTestId('order-ref')).toHaveTextContent('KC-000042');
    expect(await screen.findByText('Payment Successful', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('order-ref')).toHaveTextContent('KC-000042');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    const polls = api.calls.filter((c) => c.url.pathname === '/api/orders/by-reference/KC-000042/').length;
    await new Promise((r) => setTimeout(r, 200));
    expect(api.calls.filter((c) => c.url.pathname === '/api/orders/by-reference/KC-000042/')).toHaveLength(polls);
  });

  it('shows the failure when the payment is declined meanwhile', async () => {
    loginAs();
    mockFetch().on('GET', '/api/orders/by-reference/KC-000042/', { body: makeOrder({ status: 'failed' }) });
    renderRoute(url);
    expect(await screen.findByText('Unfortunately, your payment could not be completed.')).toBeInTheDocument();
  });

  it('Try Again puts the failed order back in the cart and goes to checkout', async () => {
    loginAs();
    const failed = makeOrder({ status: 'failed' });
    const api = mockFetch()
      .on('GET', '/api/orders/by-reference/KC-000042/', { body: failed })
      .on('GET', '/api/cart/', { body: makeCart() })
      .on('GET', '/api/delivery-methods/', { body: methods })
      .on('POST', '/api/cart/merge/', { body: { ...makeCart([makeCartItem()]), skipped: [] } });
    const { router } = renderRoute('/order-failed?ref=KC-000042&tracking_id=trk-1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(api.calls.find((c) => c.url.pathname === '/api/cart/merge/')?.body).toEqual({ items: [{ variant_id: 11, quantity: 1 }] });
    expect(await screen.findByText('Kiondo - Red × 1')).toBeInTheDocument();
  });

  it('asks a logged-out shopper to log in to follow the order', async () => {
    mockFetch();
    renderRoute(url);
    expect(await screen.findByText('Confirming Your Payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to follow your order' })).toHaveAttribute('href', `/account/login?next=${encodeURIComponent(url)}`);
  });
});
