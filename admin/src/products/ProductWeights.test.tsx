import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, defaultI18nProvider, ResourceContextProvider, TestMemoryRouter, testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { Product, Variant } from '@shop/api-client';
import { json } from '../delivery/testRecords';
import { ProductEdit } from './ProductEdit';
import { ProductList } from './ProductList';

const aVariant = (id: number, weight: number | null): Variant => ({
  id,
  sku: `SCA-KIK-${id}`,
  name: `Kikoy scarf ${id}`,
  price: 1200,
  old_price: null,
  discount_percent: null,
  stock: 3,
  stock_band: 'low',
  weight_grams: weight,
  is_active: true,
  attributes: [],
  images: [],
});

const aProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 9,
  name: 'Kikoy scarf',
  description: '',
  is_active: true,
  main_image: '/media/products/kikoy.webp',
  category: { id: 2, name: 'Scarves' },
  shown_variant_id: 41,
  price: 1200,
  old_price: null,
  discount_percent: null,
  stock: 3,
  stock_band: 'low',
  is_new: false,
  on_sale: false,
  featured: false,
  created_at: '2025-01-01T00:00:00Z',
  rating_average: null,
  rating_count: 0,
  variants: [aVariant(41, 450), aVariant(42, null)],
  ...overrides,
});

describe('variant weights in the console', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('edits each weight, flags a variant without one, and sets one weight for all variants', async () => {
    fetchMock.mockImplementation(async (request: Request) => (request.url.includes('/weights/') ? json({ updated: 2 }) : json({})));
    const update = vi.fn(async (_resource: string, _params: { data: object }) => ({ data: aProduct() }));
    const provider = {
      ...testDataProvider({
        getOne: vi.fn().mockResolvedValue({ data: aProduct() }) as DataProvider['getOne'],
        update: update as unknown as DataProvider['update'],
      }),
      getAll: vi.fn(async (resource: string) => (resource === 'categories' ? { data: [{ id: 2, name: 'Scarves' }], total: 1 } : { data: [], total: 0 })),
    };
    render(
      <TestMemoryRouter initialEntries={['/products/edit/9']}>
        <AdminContext dataProvider={provider} i18nProvider={defaultI18nProvider}>
          <Routes>
            <Route path="/products/edit/:id" element={<ResourceContextProvider value="products"><ProductEdit /></ResourceContextProvider>} />
            <Route path="/products" element={<p>Products</p>} />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>,
    );
    const [first, second] = await screen.findAllByTestId('variant-editor');
    expect((within(first).getByLabelText('Weight (g)') as HTMLInputElement).value).toBe('450');
    expect(within(first).queryByText('No weight')).toBeNull();
    expect(within(second).getByText('No weight')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Set weight for all variants' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Weight (g)'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set' }));
    await waitFor(() => expect((within(second).getByLabelText('Weight (g)') as HTMLInputElement).value).toBe('500'));
    const request = fetchMock.mock.calls.map(([call]) => call as Request).find(call => call.url.includes('/weights/'))!;
    expect(new URL(request.url).pathname).toBe('/api/products/9/weights/');
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({ weight_grams: 500 });
    expect(within(second).queryByText('No weight')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.change(within(first).getByLabelText('Weight (g)'), { target: { value: '650' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const saved = update.mock.calls[0][1].data as { variants: { weight_grams: unknown }[] };
    expect(saved.variants.map(variant => variant.weight_grams)).toEqual([650, 500]);
  });

  it('flags products and variants without a weight in the list', async () => {
    const product = aProduct({ missing_weights: 1 });
    const provider = {
      ...testDataProvider({ getList: vi.fn().mockResolvedValue({ data: [product], total: 1 }) as DataProvider['getList'] }),
      getAll: vi.fn().mockResolvedValue({ data: [], total: 0 }),
      getProductStats: vi.fn().mockResolvedValue({ products: 1, variants: 2, variant_stock_bands: { out: 0, low: 2, in: 0 } }),
    };
    render(
      <TestMemoryRouter initialEntries={['/products']}>
        <AdminContext dataProvider={provider}>
          <ResourceContextProvider value="products">
            <ProductList />
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('No weight (1)')).toBeTruthy();
    expect(screen.getByText('450 g')).toBeTruthy();
    expect(screen.getByText('No weight')).toBeTruthy();
  });
});
