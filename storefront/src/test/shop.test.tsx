import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BLUE, CATEGORIES as categories, LARGE, makeCart, makeCartItem, makeProduct, makeVariant, RED } from './fixtures';
import { loginAs, mockFetch, renderRoute } from './render';

const attributes = [RED, LARGE];

function catalogApi(products = [makeProduct()], total = products.length) {
  return mockFetch()
    .on('GET', '/api/categories/', { body: categories })
    .on('GET', '/api/attributes/', { body: attributes })
    .on('GET', '/api/products/', { body: products, headers: { 'Content-Range': `items 0-${products.length - 1}/${total}` } });
}

const lastProductsFilter = (api: ReturnType<typeof mockFetch>) => {
  const call = api.calls.filter((c) => c.url.pathname === '/api/products/').at(-1);
  return call ? { filter: JSON.parse(call.url.searchParams.get('filter') ?? '{}'), sort: call.url.searchParams.get('sort'), range: call.url.searchParams.get('range') } : null;
};

describe('/shop', () => {
  it('filters by the category in the URL and shows the count', async () => {
    const api = catalogApi([makeProduct()], 31);
    renderRoute('/shop?category=bags');
    expect(await screen.findByRole('heading', { name: 'Bags', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('31 products found')).toBeInTheDocument();
    expect(lastProductsFilter(api)).toEqual({ filter: { category: 'bags' }, sort: null, range: '[0,23]' });
    expect(document.title).toMatch(/^Bags/);
  });

  it('sends sort, price and attribute filters to the API and keeps them in the URL', async () => {
    const api = catalogApi();
    const { router } = renderRoute('/shop?search=kiondo');
    expect(await screen.findByRole('heading', { name: 'Search results for "kiondo"' })).toBeInTheDocument();
    const user = userEvent.setup();
    const [aside] = screen.getAllByRole('complementary', { name: 'Filters' });
    await user.click(await within(aside).findByRole('checkbox', { name: 'Red' }));
    await user.type(within(aside).getByLabelText('Minimum price'), '1000{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    await waitFor(() =>
      expect(lastProductsFilter(api)).toEqual({
        filter: { q: 'kiondo', price_gte: 1000, attribute_values: [3] },
        sort: '["price","DESC"]',
        range: '[0,23]',
      }),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('sort')).toBe('price-high');
    expect(params.getAll('attr')).toEqual(['3']);
    expect(params.get('min')).toBe('1000');
  });

  it('applies typed price bounds after a pause in the typing, and drops a cleared minimum from the URL', async () => {
    const api = catalogApi();
    const { router } = renderRoute('/shop?min=2000');
    const user = userEvent.setup();
    const [aside] = await screen.findAllByRole('complementary', { name: 'Filters' });
    await user.type(within(aside).getByLabelText('Maximum price'), '1500');
    // No blur, no Enter: the bound applies by itself.
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('max')).toBe('1500'));
    await waitFor(() => expect(lastProductsFilter(api)?.filter).toEqual({ price_gte: 2000, price_lte: 1500 }));
    expect(within(aside).getByLabelText('Maximum price')).toHaveFocus();

    await user.clear(within(aside).getByLabelText('Minimum price'));
    await waitFor(() => expect(router.state.location.search).toBe('?max=1500'));
    await waitFor(() => expect(lastProductsFilter(api)?.filter).toEqual({ price_lte: 1500 }));
  });

  it('shows the empty state and clears filters', async () => {
    catalogApi([], 0);
    const { router } = renderRoute('/shop?search=zzz&min=5');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search terms')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('loads the next page on demand', async () => {
    const api = catalogApi([makeProduct({ id: 1, name: 'Product 1' }), makeProduct({ id: 2, name: 'Product 2' })], 3);
    renderRoute('/shop');
    expect(await screen.findByText('Product 2')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
    api.on('GET', '/api/products/', ({ url }) =>
      url.searchParams.get('range') === '[2,25]'
        ? { body: [makeProduct({ id: 3, name: 'Product 3' })], headers: { 'Content-Range': 'items 2-2/3' } }
        : undefined,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Product 3')).toBeInTheDocument();
    expect(screen.getByText('Product 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('product card', () => {
  it('shows the discount badge of the shown variant', async () => {
    const p = makeProduct({
      variants: [
        makeVariant({ id: 1, price: 3000, old_price: 4000, discount_percent: 25, stock: 0 }),
        makeVariant({ id: 2, price: 2000, old_price: 2500, discount_percent: 20, stock: 5 }),
      ],
    });
    catalogApi([p]);
    renderRoute('/shop');
    const card = await screen.findByRole('article', { name: 'Kiondo Basket Bag' });
    expect(within(card).getByText('-20%')).toBeInTheDocument();
    expect(within(card).getByText('KSh 2,000')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('shows the picture of the variant Add to Cart adds', async () => {
    // The main image shows the blue bag, sold out; the red one is what the card sells.
    const p = makeProduct({
      name: 'Kikoi Beach Bag',
      main_image: '/media/products/kikoi-blue-main.webp',
      variants: [
        makeVariant({ id: 1, name: 'Kikoi Beach Bag - Blue', attributes: [BLUE], stock: 0, images: [{ id: 1, image: '/media/products/kikoi-blue.webp', alt_text: 'Blue kikoi bag' }] }),
        makeVariant({ id: 2, name: 'Kikoi Beach Bag - Red', stock: 4, images: [{ id: 2, image: '/media/products/kikoi-red.webp', alt_text: 'Red kikoi bag' }] }),
      ],
    });
    catalogApi([p]);
    renderRoute('/shop');
    const card = await screen.findByRole('article', { name: 'Kikoi Beach Bag' });
    expect(within(card).getByRole('img', { name: 'Kikoi Beach Bag' })).toHaveAttribute('src', '/media/products/kikoi-red.webp');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('1 × Kikoi Beach Bag - Red added to cart.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('guest-cart') as string)).toEqual([
      expect.objectContaining({ id: 2, image: '/media/products/kikoi-red.webp' }),
    ]);
  });

  it('overlays Out of Stock and disables the button when no variant has stock', async () => {
    catalogApi([makeProduct({ variants: [makeVariant({ id: 1, price: 3000, stock: 0 })] })]);
    renderRoute('/shop');
    const card = await screen.findByRole('article', { name: 'Kiondo Basket Bag' });
    expect(within(card).getAllByText('Out of Stock').length).toBeGreaterThan(0);
    expect(within(card).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(within(card).queryByText(/%$/)).toBeNull();
  });

  it('adds to the guest cart with the spec toast', async () => {
    catalogApi();
    renderRoute('/shop');
    const card = await screen.findByRole('article', { name: 'Kiondo Basket Bag' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('1 × Kiondo Basket Bag - Red added to cart.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('guest-cart') as string)).toEqual([
      expect.objectContaining({ id: 11, quantity: 1, total_price: 2500, stock: 12 }),
    ]);
    expect(screen.getByRole('link', { name: 'Cart (1 item)' })).toBeInTheDocument();
  });

  it('adds to the server cart when logged in', async () => {
    loginAs();
    const api = catalogApi()
      .on('GET', '/api/cart/', { body: makeCart() })
      .on('POST', '/api/cart/add/', { body: makeCart([makeCartItem({ variant_id: 11, variant_name: 'Kiondo Basket Bag - Red' })]) });
    renderRoute('/shop');
    const card = await screen.findByRole('article', { name: 'Kiondo Basket Bag' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('1 × Kiondo Basket Bag - Red added to cart. You can pick another variant too!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/cart/add/')).toMatchObject({
      body: { variant_id: 11, quantity: 1 },
      headers: { Authorization: 'Token tok123' },
    });
    // The answer is the cart: no second read needed to show it.
    expect(await screen.findByRole('link', { name: 'Cart (1 item)' })).toBeInTheDocument();
  });
});
