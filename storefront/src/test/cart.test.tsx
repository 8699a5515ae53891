import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BLUE, LARGE, makeCart, makeCartItem, makeProduct, makeVariant, RED } from './fixtures';
import { loginAs, mockFetch, renderRoute } from './render';
import { deliveryRoutes } from './deliveryApi';

function guestCart(quantity = 1, stock = 3) {
  window.localStorage.setItem(
    'guest-cart',
    JSON.stringify([{ id: 11, variant_name: 'Kiondo - Red', quantity, unit_price: 2500, total_price: 2500 * quantity, image: null, stock }]),
  );
}

describe('guest cart page', () => {
  it('keeps the quantity between 1 and the stock', async () => {
    mockFetch();
    guestCart(1, 3);
    renderRoute('/cart');
    const user = userEvent.setup();
    const minus = await screen.findByRole('button', { name: 'Decrease quantity of Kiondo - Red' });
    const plus = screen.getByRole('button', { name: 'Increase quantity of Kiondo - Red' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(plus).toBeDisabled();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('KSh 7,500');
    expect(screen.getByText('Only 3 in stock')).toBeInTheDocument();

    const input = screen.getByRole('spinbutton', { name: 'Quantity of Kiondo - Red' });
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue(1);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('KSh 2,500');
  });

  it("empties with 'Cart emptied' and shows the empty state", async () => {
    mockFetch();
    guestCart();
    renderRoute('/cart');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Empty Cart' }));
    expect(await screen.findByText('Cart emptied')).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(window.localStorage.getItem('guest-cart')).toBe('[]');
  });

  it("quotes a guest's county for the cart's weight and goods, and remembers the county for the next visit", async () => {
    const api = deliveryRoutes(mockFetch());
    window.localStorage.setItem(
      'guest-cart',
      JSON.stringify([
        { id: 11, variant_name: 'Kiondo - Red', quantity: 2, unit_price: 2500, total_price: 5000, image: null, stock: 3, weight_grams: 600 },
        // A line kept before weights existed counts as 0 g.
        { id: 12, variant_name: 'Kikoi scarf', quantity: 1, unit_price: 800, total_price: 800, image: null, stock: 3 },
      ]),
    );
    const first = renderRoute('/cart');
    const user = userEvent.setup();
    expect(await screen.findByText('Choose your county to see the delivery options, fees and days.')).toBeInTheDocument();
    const box = await screen.findByRole('combobox', { name: /County/ });
    await user.click(box);
    await user.type(box, 'momb');
    await user.click(await screen.findByRole('option', { name: 'Mombasa' }));
    expect(await screen.findByTestId('option-fee-courier')).toHaveTextContent('KSh 400 · 1–3 days');
    expect(screen.getByText('Courier to your town')).toBeInTheDocument();
    const quote = api.calls.find((c) => c.url.pathname === '/api/delivery/options/')!;
    expect(Object.fromEntries(quote.url.searchParams)).toEqual({ county: 'KE-28', weight_grams: '1200', goods_total: '5800' });
    expect(window.localStorage.getItem('county')).toBe('KE-28');
    first.unmount();

    renderRoute('/cart');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /County/ })).toHaveValue('Mombasa'));
    expect(await screen.findByTestId('option-fee-courier')).toHaveTextContent('KSh 400 · 1–3 days');
  });

  it("says so when no method serves the guest's county", async () => {
    deliveryRoutes(mockFetch());
    guestCart();
    window.localStorage.setItem('county', 'KE-43');
    renderRoute('/cart');
    expect(await screen.findByTestId('delivery-unavailable')).toHaveTextContent('We do not deliver to Turkana yet.');
  });

  it('keeps a variant\'s weight on the guest line it adds', async () => {
    const product = makeProduct({ variants: [makeVariant({ weight_grams: 450 })] });
    mockFetch().on('GET', '/api/products/1/', { body: product });
    renderRoute('/product/1');
    await userEvent.setup().click(await screen.findByRole('button', { name: /Add to Cart/i }));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('guest-cart') ?? '[]')[0]).toMatchObject({ id: 11, weight_grams: 450 }));
  });

  it('sends a guest to checkout, which asks for login', async () => {
    mockFetch();
    guestCart();
    const { router } = renderRoute('/cart');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/account/login?next=%2Fcheckout');
  });
});

describe('logged-in cart', () => {
  it('merges the guest cart into the server cart in one call, then clears it', async () => {
    loginAs();
    guestCart(2, 5);
    const api = mockFetch()
      .on('GET', '/api/cart/', { body: makeCart() })
      .on('POST', '/api/cart/merge/', { body: { ...makeCart([makeCartItem({ quantity: 2 })]), skipped: [] } });
    renderRoute('/cart');
    expect(await screen.findByText('Kiondo - Red')).toBeInTheDocument();
    expect(api.calls.find((c) => c.url.pathname === '/api/cart/merge/')?.body).toEqual({ items: [{ variant_id: 11, quantity: 2 }] });
    expect(window.localStorage.getItem('guest-cart')).toBe('[]');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('KSh 5,000');
  });

  it('names the guest lines the server could not take', async () => {
    loginAs();
    guestCart(1, 5);
    mockFetch()
      .on('GET', '/api/cart/', { body: makeCart() })
      .on('POST', '/api/cart/merge/', {
        body: { ...makeCart(), skipped: [{ variant_id: 11, reason: 'out_of_stock', detail: 'Kiondo - Red is out of stock.' }] },
      });
    renderRoute('/cart');
    expect(await screen.findByText('Kiondo - Red is out of stock.')).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(window.localStorage.getItem('guest-cart')).toBe('[]');
  });

  it('updates and removes lines through the API and shows its answers', async () => {
    loginAs();
    const scarf = makeCartItem({ variant_name: 'Kikoi Scarf', unit_price: 1200, stock: 4 });
    const api = mockFetch()
      .on('GET', '/api/cart/', { body: makeCart([scarf]) })
      .on('PUT', '/api/cart/update/70/', { body: makeCart([makeCartItem({ ...scarf, quantity: 2, total_price: 2400 })]) })
      .on('DELETE', '/api/cart/remove/70/', { body: makeCart() });
    renderRoute('/cart');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Kikoi Scarf' }));
    expect(await screen.findByText('KSh 2,400', { selector: '[data-testid="cart-total"]' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ quantity: 2 });
    await user.click(screen.getByRole('button', { name: 'Remove Kikoi Scarf' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it("shows the API's refusal when the stock ran out meanwhile", async () => {
    loginAs();
    const scarf = makeCartItem({ variant_name: 'Kikoi Scarf', stock: 4 });
    mockFetch()
      .on('GET', '/api/cart/', { body: makeCart([scarf]) })
      .on('PUT', '/api/cart/update/70/', { status: 409, body: { detail: 'Only 1 left of Kikoi Scarf.' } });
    renderRoute('/cart');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Increase quantity of Kikoi Scarf' }));
    expect(await screen.findByText('Only 1 left of Kikoi Scarf.')).toBeInTheDocument();
  });
});

describe('product page', () => {
  const product = makeProduct({
    variants: [
      makeVariant({ id: 11, price: 2500, stock: 12, attributes: [RED, LARGE], images: [{ id: 1, image: '/media/red.webp', alt_text: 'Red bag' }] }),
      makeVariant({ id: 12, price: 2000, old_price: 2500, discount_percent: 20, stock: 2, attributes: [BLUE], images: [{ id: 2, image: '/media/blue.webp', alt_text: 'Blue bag' }] }),
    ],
  });

  it('shows price × quantity, resets quantity on a variant switch and bounds it by stock', async () => {
    mockFetch().on('GET', '/api/products/1/', { body: product });
    renderRoute('/product/1');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Kiondo Basket Bag', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Home')).toBeInTheDocument();
    // The quantity is a native select: its options are the stock's first ten.
    const quantity = () => screen.getByRole('combobox', { name: 'Quantity' });
    expect(within(quantity()).getAllByRole('option')).toHaveLength(10);
    await user.selectOptions(quantity(), '3');
    expect(screen.getByTestId('price')).toHaveTextContent('KSh 7,500');

    await user.click(screen.getByRole('button', { name: 'Blue' }));
    expect(screen.getByTestId('price')).toHaveTextContent('KSh 2,000');
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Blue bag' })).toHaveAttribute('src', '/media/blue.webp');
    expect(quantity()).toHaveValue('1');
    expect(within(quantity()).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Red / Large' })).toBeInTheDocument();
  });

  it('Buy Now adds then goes to the cart', async () => {
    mockFetch().on('GET', '/api/products/1/', { body: product });
    const { router } = renderRoute('/product/1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByText('Kiondo Basket Bag - Red / Large')).toBeInTheDocument();
  });

  it("says 'Product Not Found' for an unknown product", async () => {
    mockFetch();
    renderRoute('/product/999');
    expect(await screen.findByText('Product Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
  });
});
