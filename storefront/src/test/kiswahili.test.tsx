import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORIES as categories, makeProduct } from './fixtures';
import { mockFetch, renderRoute } from './render';

describe('a page under /sw', () => {
  it('shows Kiswahili, keeps its links in Kiswahili, writes KSh for sw-KE and asks the API in Kiswahili', async () => {
    const api = mockFetch()
      .on('GET', '/api/categories/', { body: categories })
      .on('GET', '/api/attributes/', { body: [] })
      .on('GET', '/api/products/', { body: [makeProduct({ name: 'Kiondo' })], headers: { 'Content-Range': 'items 0-0/1' } });
    renderRoute('/sw/shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bidhaa Zote' })).toBeInTheDocument();
    expect(await screen.findByText('Bidhaa 1 imepatikana')).toBeInTheDocument();
    expect(screen.getAllByTestId('price')[0].textContent).toMatch(/^KSh \d{1,3}(,\d{3})*$/);
    // Links keep the prefix: the shopper stays in Kiswahili.
    expect(screen.getByRole('link', { name: 'Kikapu (bidhaa 0)' })).toHaveAttribute('href', '/sw/cart');
    // The switch names English in English, and leads to the same page without the prefix.
    expect(screen.getByRole('link', { name: 'Lugha: English' })).toHaveAttribute('href', '/shop');
    const products = api.calls.find((call) => call.url.pathname === '/api/products/');
    expect(products?.headers['Accept-Language']).toBe('sw');
  });

  it('shows the 404 page in Kiswahili', async () => {
    mockFetch();
    renderRoute('/sw/hakuna-kitu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Samahani! Ukurasa haupatikani' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Rudi Mwanzo' }));
    expect(await screen.findByRole('link', { name: 'Nunua Sasa' })).toHaveAttribute('href', '/sw/shop');
  });
});
