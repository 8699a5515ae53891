import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadPage } from '../i18n/choice';
import { CATEGORIES as categories, makeProduct, makeUser } from './fixtures';
import { loginAs, mockFetch, renderRoute } from './render';

const speaking = (language: 'en' | 'sw') => makeUser({ language });

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

describe('the language switch', () => {
  it('saves the choice on the account of a signed-in shopper, remembers it in a cookie and opens the same page in Kiswahili', async () => {
    const go = vi.spyOn(loadPage, 'go').mockImplementation(() => undefined);
    loginAs(speaking('en'));
    const api = mockFetch()
      .on('GET', '/api/categories/', { body: categories })
      .on('GET', '/api/attributes/', { body: [] })
      .on('GET', '/api/products/', { body: [], headers: { 'Content-Range': 'items */0' } })
      .on('GET', '/api/cart/', { body: { items: [], total: 0 } })
      .on('PATCH', '/api/auth/profile/update/', { body: speaking('sw') });
    renderRoute('/shop?category=bags');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Language: Kiswahili' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/sw/shop?category=bags'));
    const saved = api.calls.find((call) => call.method === 'PATCH' && call.url.pathname === '/api/auth/profile/update/');
    expect((saved?.body as FormData).get('language')).toBe('sw');
    expect(document.cookie).toContain('lang=sw');
  });

  it("opens the next page in the account's language after a login", async () => {
    const go = vi.spyOn(loadPage, 'go').mockImplementation(() => undefined);
    mockFetch().on('POST', '/api/auth/login/', { body: { token: 'jwt-1', user: speaking('sw') } });
    renderRoute('/account/login?next=%2Fcart');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), 'wanjiru');
    await user.type(screen.getByLabelText(/Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/sw/cart'));
  });
});
