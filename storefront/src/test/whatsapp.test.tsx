import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../ssr/entry-server';
import { CATEGORIES, makeProduct } from './fixtures';
import { mockFetch, renderRoute } from './render';

const NUMBER = '254700111222';
const SHOP = 'https://shop.example';

/** The <meta> tags the shop's server writes into every page (api/src/app.setup.ts). */
const META = `<meta name="shop-whatsapp" content="${NUMBER}" /><meta name="shop-url" content="${SHOP}" />`;

function pageFromServer(): void {
  document.head.insertAdjacentHTML('beforeend', META);
}

afterEach(() => document.head.querySelectorAll('meta[name^="shop-"]').forEach((tag) => tag.remove()));

const chat = (message: string) => `https://wa.me/${NUMBER}?text=${encodeURIComponent(message)}`;

function productApi() {
  return mockFetch().on('GET', '/api/categories/', { body: CATEGORIES }).on('GET', '/api/products/1/', { body: makeProduct({ name: 'Kiondo & Sisal Bag' }) });
}

describe('Ask on WhatsApp', () => {
  it("opens a chat with the page's number from the product page, the product's name and address typed in", async () => {
    pageFromServer();
    productApi();
    renderRoute('/product/1');
    const link = await screen.findByRole('link', { name: 'Ask about this on WhatsApp (opens in a new tab)' });
    expect(link).toHaveAttribute('href', chat(`Hello, I have a question about Kiondo & Sisal Bag: ${SHOP}/product/1`));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
  });

  it('asks in Kiswahili on the Kiswahili page, with the Kiswahili address', async () => {
    pageFromServer();
    productApi();
    renderRoute('/sw/product/1');
    const link = await screen.findByRole('link', { name: 'Uliza kuhusu hii kwenye WhatsApp (inafunguka kwenye kichupo kipya)' });
    expect(link).toHaveAttribute('href', chat(`Habari, nina swali kuhusu Kiondo & Sisal Bag: ${SHOP}/sw/product/1`));
  });

  it('asks about the order by its reference from the order success page, in both languages', async () => {
    pageFromServer();
    mockFetch();
    renderRoute('/order-success?ref=KC-000042&tracking_id=trk-1');
    const link = await screen.findByRole('link', { name: 'Ask about your order on WhatsApp (opens in a new tab)' });
    expect(link).toHaveAttribute('href', chat('Hello, I have a question about my order KC-000042'));
    expect(link).toHaveAttribute('target', '_blank');
    cleanup();

    renderRoute('/sw/order-success?ref=KC-000042&tracking_id=trk-1');
    const swahili = await screen.findByRole('link', { name: 'Uliza kuhusu agizo lako kwenye WhatsApp (inafunguka kwenye kichupo kipya)' });
    expect(swahili).toHaveAttribute('href', chat('Habari, nina swali kuhusu agizo langu KC-000042'));
  });

  it('chats with the same number from the contact page', async () => {
    pageFromServer();
    mockFetch();
    renderRoute('/contact');
    const link = await screen.findByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' });
    expect(link).toHaveAttribute('href', chat('Hello, I have a question about an order'));
  });

  it('offers no chat on a page that names no number (one the shop\'s server did not send)', async () => {
    productApi();
    renderRoute('/product/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiondo & Sisal Bag' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it("is rendered on the server as the browser renders it, from the number and address in the server's page", async () => {
    const api = productApi();
    const template = `<!doctype html><html><head>${META}</head><body><div id="root"></div></body></html>`;
    const html = await renderPage({ url: '/sw/product/1', apiOrigin: 'http://127.0.0.1:3000', template, fetch });
    const served = new DOMParser().parseFromString(html ?? '', 'text/html').querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]');
    expect(served?.getAttribute('href')).toBe(chat(`Habari, nina swali kuhusu Kiondo & Sisal Bag: ${SHOP}/sw/product/1`));
    expect(api.calls.map((call) => call.url.pathname)).toContain('/api/products/1/');
  });
});
