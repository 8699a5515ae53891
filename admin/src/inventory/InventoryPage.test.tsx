import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, testDataProvider } from 'react-admin';
import type { InventoryProduct, InventoryStats } from '@shop/api-client';
import { InventoryPage } from './InventoryPage';

/** The API's answer for a product with one variant of `stock` units (7 is in stock on the inventory dashboard). */
const product = (id: number, stock = 7): InventoryProduct => ({
  id,
  name: `Kiondo Basket ${id}`,
  main_image: null,
  category: { id: 1, name: 'Bags' },
  variants: [{ id: id * 10, sku: `BAG-${id}-${id * 10}`, price: 2500, stock, stock_band: stock === 0 ? 'out' : 'in', low_stock_threshold: 5, is_active: true, attributes: [], inventory_logs: [] }],
});

const stats: InventoryStats = { products: 45, variants: 120, variant_stock_bands: { out: 10, low: 30, in: 80 } };

const renderPage = (provider: object) =>
  render(
    <AdminContext
      dataProvider={testDataProvider(provider)}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <InventoryPage />
    </AdminContext>,
  );

const tileValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('inventory dashboard', () => {
  it('shows the tiles counted by the API and the product cards a page at a time', async () => {
    const getInventoryPage = vi.fn(({ pagination }: { pagination: { page: number; perPage: number } }) =>
      Promise.resolve({ data: [product(pagination.page * 100 + 1), product(pagination.page * 100 + 2)], total: 45 }),
    );
    const getInventoryStats = vi.fn().mockResolvedValue(stats);
    renderPage({ getInventoryPage, getInventoryStats });

    await screen.findByText('Kiondo Basket 101', {}, { timeout: 3000 });
    expect(getInventoryPage).toHaveBeenCalledWith({ pagination: { page: 1, perPage: 20 }, filter: {} });
    expect(getInventoryStats).toHaveBeenCalledWith({});
    expect(tileValue('Total Products')).toBe('45');
    expect(tileValue('Total Variants')).toBe('120');
    expect(tileValue('In Stock')).toBe('80');
    expect(tileValue('Low Stock')).toBe('30');
    expect(tileValue('Out of Stock')).toBe('10');
    expect(screen.getAllByTestId('inventory-product')).toHaveLength(2);
    expect(screen.getByText('1–20 of 45')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Kiondo Basket 201', {}, { timeout: 3000 });
    expect(getInventoryPage).toHaveBeenLastCalledWith({ pagination: { page: 2, perPage: 20 }, filter: {} });
    expect(screen.getByText('21–40 of 45')).toBeTruthy();
    // The tiles count the whole filter, not the page: no second count.
    expect(getInventoryStats).toHaveBeenCalledTimes(1);
  });

  it('sends the search and the stock band to the list and the tiles, from the first page', async () => {
    const getInventoryPage = vi.fn().mockResolvedValue({ data: [product(1)], total: 1 });
    const getInventoryStats = vi.fn().mockResolvedValue(stats);
    renderPage({ getInventoryPage, getInventoryStats });
    await screen.findByText('Kiondo Basket 1', {}, { timeout: 3000 });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' bag-1 ' } });
    // The search waits for a pause in the typing.
    await waitFor(
      () => expect(getInventoryPage).toHaveBeenLastCalledWith({ pagination: { page: 1, perPage: 20 }, filter: { q: 'bag-1' } }),
      { timeout: 3000 },
    );
    expect(getInventoryStats).toHaveBeenLastCalledWith({ q: 'bag-1' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Stock' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Low Stock'));
    await waitFor(
      () =>
        expect(getInventoryPage).toHaveBeenLastCalledWith({
          pagination: { page: 1, perPage: 20 },
          filter: { q: 'bag-1', stock: 'low' },
        }),
      { timeout: 3000 },
    );
    expect(getInventoryStats).toHaveBeenLastCalledWith({ q: 'bag-1', stock: 'low' });
  });

  it('recounts the tiles after an inline edit and keeps the saved variant on the card', async () => {
    const getInventoryPage = vi.fn().mockResolvedValue({ data: [product(1, 7)], total: 1 });
    const getInventoryStats = vi
      .fn()
      .mockResolvedValueOnce({ products: 1, variants: 1, variant_stock_bands: { out: 0, low: 0, in: 1 } })
      .mockResolvedValue({ products: 1, variants: 1, variant_stock_bands: { out: 1, low: 0, in: 0 } });
    const updateInventoryVariant = vi.fn().mockResolvedValue({ ...product(1, 0).variants[0] });
    renderPage({ getInventoryPage, getInventoryStats, updateInventoryVariant });

    const stock = await screen.findByLabelText('Stock of BAG-1-10', {}, { timeout: 3000 });
    await waitFor(() => expect(tileValue('Out of Stock')).toBe('0'));
    fireEvent.change(stock, { target: { value: '0' } });
    fireEvent.blur(stock);

    await screen.findByText('Saved', {}, { timeout: 3000 });
    expect(updateInventoryVariant).toHaveBeenCalledWith(10, { stock: 0, price: 2500 });
    await waitFor(() => expect(tileValue('Out of Stock')).toBe('1'));
    expect(getInventoryStats).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('variant-row-10').getAttribute('data-stock-band')).toBe('out');
    // Only the tiles are asked again; the cards keep their place.
    expect(getInventoryPage).toHaveBeenCalledTimes(1);
  });
});
