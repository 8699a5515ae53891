import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublishedPage } from '@shop/api-client';
import { DELIVERY_METHODS, makeCart, makeCartItem } from './fixtures';
import { loginAs, mockFetch, renderRoute } from './render';

const privacy: PublishedPage = {
  slug: 'privacy',
  language: 'en',
  title: 'Privacy Policy',
  markdown: '## Your rights\n\nAsk for a copy. See [returns](/returns).',
  html: '<h2>Your rights</h2>\n<p>Ask for a copy. See <a href="/returns">returns</a> or write to <a href="mailto:info@kenyancrafts.co.ke">us</a>.</p>\n',
  updated_at: '2026-11-20T09:00:00.000Z',
};

const faragha: PublishedPage = { ...privacy, language: 'sw', title: 'Sera ya Faragha', html: '<h2>Haki zako</h2>\n<p>Omba nakala. Tazama <a href="/sw/returns">kurudisha</a>.</p>\n' };
const returns: PublishedPage = { ...privacy, slug: 'returns', title: 'Returns Policy', html: '<p>Unused items in their original condition come back within 30 days.</p>\n' };

function pagesApi() {
  return mockFetch()
    .on('GET', '/api/pages/privacy/en/', { body: privacy })
    .on('GET', '/api/pages/privacy/sw/', { body: faragha })
    .on('GET', '/api/pages/returns/en/', { body: returns })
    .on('GET', '/api/pages/returns/sw/', { body: { ...returns, language: 'sw', title: 'Sera ya Kurudisha Bidhaa' } });
}

describe('policy pages', () => {
  it("shows the page's title, date and the HTML the server made, titled in the tab", async () => {
    pagesApi();
    renderRoute('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated 20 Nov 2026/)).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'us' })).toHaveAttribute('href', 'mailto:info@kenyancrafts.co.ke');
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Kenyan Crafts'));
  });

  it('reads the Kiswahili page at /sw/privacy, and follows a link to another shop page inside the app', async () => {
    const api = pagesApi();
    const { router } = renderRoute('/sw/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sera ya Faragha' })).toBeInTheDocument();
    expect(screen.getByText(/Ilisasishwa/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.pathname === '/api/pages/privacy/sw/')).toBe(true);

    await userEvent.setup().click(screen.getByRole('link', { name: 'kurudisha' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sera ya Kurudisha Bidhaa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sw/returns');
  });

  it('says so when the page cannot be read', async () => {
    mockFetch().on('GET', '/api/pages/terms/en/', { status: 503, body: { detail: 'Service unavailable' } });
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not available' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it.each([
    ['/shop', { 'Shipping & Delivery': '/shipping', 'Returns (30 days)': '/returns', 'Privacy Policy': '/privacy', 'Terms of Sale': '/terms' }],
    ['/sw/shop', { 'Usafirishaji na Ufikishaji': '/sw/shipping', 'Kurudisha Bidhaa (siku 30)': '/sw/returns', 'Sera ya Faragha': '/sw/privacy', 'Masharti ya Mauzo': '/sw/terms' }],
  ])('are linked from the footer of %s', async (path, links) => {
    mockFetch();
    renderRoute(path);
    const footer = await screen.findByRole('contentinfo');
    for (const [name, href] of Object.entries(links)) expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('are linked beside the submit of registration, opening in a new tab', async () => {
    mockFetch();
    renderRoute('/account/register');
    const link = await screen.findByRole('link', { name: 'Read our Privacy Policy' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('are linked beside Place Order at checkout, in the page\'s language', async () => {
    loginAs();
    mockFetch().on('GET', '/api/cart/', { body: makeCart([makeCartItem()]) }).on('GET', '/api/delivery-methods/', { body: DELIVERY_METHODS });
    renderRoute('/sw/checkout');
    const link = await screen.findByRole('link', { name: 'Soma Sera yetu ya Faragha' });
    expect(link).toHaveAttribute('href', '/sw/privacy');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
