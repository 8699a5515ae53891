import { describe } from 'vitest';
import { apiCall, placeOrder, staffToken, type Product } from '../support/api';
import { expect, test } from '../support/fixtures';
import { documentWidth, staffPhoneLogin } from '../support/phone';
import { logIn, newShopper, openPage } from '../support/storefront';

interface RatedProduct extends Product {
  rating_average: number | null;
  rating_count: number;
}

/** The schema.org Product the server wrote into the page's head. */
async function jsonLdProduct(baseUrl: string, path: string): Promise<Record<string, unknown>> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
  return scripts.find((data) => data['@type'] === 'Product')!;
}

describe('product reviews', () => {
  test('a buyer of a completed order reviews the product; once staff approve it the page shows it with the new average', async ({ page, baseUrl }) => {
    // The customer's order, taken and delivered by staff through the API: paid → shipped with a tracking id → completed.
    const shopper = newShopper();
    const { order, product } = await placeOrder(baseUrl, shopper, { delivery_method: 'rider', delivery_address: 'Kilimani, Argwings Kodhek Rd' });
    const staff = await staffToken(baseUrl);
    for (const body of [{ status: 'paid', note: 'Paid cash at the shop' }, { status: 'shipped', tracking_id: 'G4S-4471200' }, { status: 'completed' }])
      await apiCall(baseUrl, `/api/orders/${order.id}/`, { method: 'PATCH', token: staff, body });
    const path = `/product/${product.id}`;
    expect(await jsonLdProduct(baseUrl, path)).not.toHaveProperty('aggregateRating');

    await page.goto('/account/login');
    await logIn(page, shopper);
    await openPage(page, path);
    await page.getByRole('tab', { name: 'Reviews (0)' }).click();
    await page.getByText('No reviews yet.').waitFor();
    await page.getByRole('button', { name: 'Write a review' }).click();
    const form = page.getByRole('form', { name: 'Write a review' });
    // The star itself, as a shopper taps it (its radio input is visually hidden).
    await form.locator('label', { hasText: '4 out of 5 stars' }).click();
    expect(await form.getByLabel('4 out of 5 stars').isChecked()).toBe(true);
    await form.getByLabel('Title (optional)').fill('Beautiful work');
    await form.getByLabel('Your review (optional)').fill('Tight weave and <b>strong</b> straps. Arrived in two days.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Thanks! Your review will appear once our team has checked it.').waitFor();

    // Staff approve it (the console's Approve sends the same PATCH).
    const query = new URLSearchParams({ filter: JSON.stringify({ product_id: product.id, status: 'pending' }) });
    const { body: waiting } = await apiCall<Array<{ id: number; title: string; user: { username: string } }>>(baseUrl, `/api/reviews/?${query}`, { token: staff });
    // Other tests review the same product (the cheapest in stock) and leave theirs waiting: this shopper's is the one.
    const pending = waiting.filter((review) => review.user.username === shopper.username);
    expect(pending.map((review) => review.title)).toEqual(['Beautiful work']);
    await apiCall(baseUrl, `/api/reviews/${pending[0].id}/`, { method: 'PATCH', token: staff, body: { status: 'approved' } });
    const { body: rated } = await apiCall<RatedProduct>(baseUrl, `/api/products/${product.id}/`);
    expect([rated.rating_average, rated.rating_count]).toEqual([4, 1]);

    // The page with stars arrives rendered by the server and the browser takes it over without a mismatch.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await openPage(page, path);
    await page.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' }).waitFor();
    expect(errors).toEqual([]);
    await page.getByRole('tab', { name: 'Reviews (1)' }).click();
    await page.getByText('Based on 1 review').waitFor();
    const review = page.getByRole('article', { name: 'Review by Wanjiru K.' });
    await review.getByText('Beautiful work').waitFor();
    // Plain text as typed: the tags show as text, never as markup.
    await review.getByText('Tight weave and <b>strong</b> straps. Arrived in two days.').waitFor();
    await page.getByText('You rated this 4 out of 5. Shown on this page.').waitFor();

    expect(await jsonLdProduct(baseUrl, path)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
      review: [{ '@type': 'Review', reviewRating: { ratingValue: 4 }, author: { name: 'Wanjiru K.' }, name: 'Beautiful work' }],
    });
  });

  test('staff approve a waiting review in the console on a phone, and the product counts it', async ({ page, baseUrl }) => {
    const shopper = newShopper();
    const { order, token, product } = await placeOrder(baseUrl, shopper);
    const staff = await staffToken(baseUrl);
    for (const body of [{ status: 'paid' }, { status: 'ready_for_collection' }, { status: 'completed' }])
      await apiCall(baseUrl, `/api/orders/${order.id}/`, { method: 'PATCH', token: staff, body });
    await apiCall(baseUrl, `/api/products/${product.id}/reviews/`, { method: 'POST', status: 201, token, body: { rating: 2, title: 'Straps came loose', text: 'See www.a.example' } });
    const { body: before } = await apiCall<RatedProduct>(baseUrl, `/api/products/${product.id}/`);

    await staffPhoneLogin(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The menu counts what waits for approval.
    await page.getByRole('menuitem', { name: /^Reviews \(\d+\)$/ }).click();
    const item = page.getByRole('link').filter({ hasText: 'Straps came loose' });
    await item.waitFor();
    const fits = async (screen: string) => {
      const { scrollWidth, viewport } = await documentWidth(page);
      expect(scrollWidth, `${screen} is ${scrollWidth} px wide on a ${viewport} px phone`).toBeLessThanOrEqual(viewport);
    };
    await fits('reviews');
    await item.click();
    await page.getByText('Waiting for approval: shoppers do not see it yet.').waitFor();
    // An address in a review is text, never a link.
    expect(await page.getByRole('link', { name: 'www.a.example' }).count()).toBe(0);
    await fits('review');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Review approved: it shows on the product page.').waitFor();

    const { body: after } = await apiCall<RatedProduct>(baseUrl, `/api/products/${product.id}/`);
    expect(after.rating_count).toBe(before.rating_count + 1);
    const { body: shown } = await apiCall<Array<{ title: string }>>(baseUrl, `/api/products/${product.id}/reviews/`);
    expect(shown.map((review) => review.title)).toContain('Straps came loose');
  });
});
