import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ListContextProvider, testDataProvider, type ListControllerResult } from 'react-admin';
import type { ProductStats } from '@shop/api-client';
import { ProductStockTiles } from './ProductStockTiles';

const renderTiles = (getProductStats: (filter: object) => Promise<ProductStats>, filterValues: object) =>
  render(
    // No retries, so a failure shows at once.
    <AdminContext
      dataProvider={testDataProvider({ getProductStats } as object)}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ListContextProvider value={{ filterValues } as ListControllerResult}>
        <ProductStockTiles />
      </ListContextProvider>
    </AdminContext>,
  );

const tileValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('products list tiles', () => {
  it('shows the counts the API made for the list filter, with shares of the variants', async () => {
    const getProductStats = vi.fn().mockResolvedValue({
      products: 10000,
      variants: 40,
      variant_stock_bands: { out: 10, low: 4, in: 26 },
    } satisfies ProductStats);
    renderTiles(getProductStats, { category: 3 });

    await screen.findByText('Total Products');
    expect(getProductStats).toHaveBeenCalledTimes(1);
    expect(getProductStats).toHaveBeenCalledWith({ category: 3 });
    expect(tileValue('Total Products')).toBe('10,000');
    expect(tileValue('Total Variants')).toBe('40');
    expect(tileValue('Low Stock')).toBe('4');
    expect(tileValue('Out of Stock')).toBe('10');
    expect(tileValue('In Stock')).toBe('26');
    expect(screen.getByText('10% of variants')).toBeTruthy();
    expect(screen.getByText('25% of variants')).toBeTruthy();
    expect(screen.getByText('65% of variants')).toBeTruthy();
  });

  it('says when the counts could not be made', async () => {
    renderTiles(vi.fn().mockRejectedValue(new Error('Not allowed for this role')), {});
    await screen.findByText('Could not count the stock: Not allowed for this role');
  });
});
