import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MyReviewState, Review } from '@shop/api-client';
import { CATEGORIES as categories, makeProduct } from './fixtures';
import { loginAs, mockFetch, renderRoute } from './render';

const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  id,
  rating: 5,
  title: `Review ${id}`,
  text: 'Strong straps.',
  author: 'Wanjiru K.',
  created_at: '2026-11-20T10:00:00.000Z',
  reply: null,
  replied_at: null,
  ...overrides,
});

/** The product page's API: the product, and its approved reviews (`all`) served a range at a time. */
function productApi(rating: { rating_average: number | null; rating_count: number }, all: Review[] = []) {
  return mockFetch()
    .on('GET', '/api/categories/', { body: categories })
    .on('GET', '/api/products/1/', { body: makeProduct(rating) })
    .on('GET', '/api/products/1/reviews/', ({ url }) => {
      const [first, last] = JSON.parse(url.searchParams.get('range') ?? '[0,4]') as [number, number];
      const page = all.slice(first, last + 1);
      return { body: page, headers: { 'Content-Range': `items ${first}-${first + Math.max(page.length - 1, 0)}/${all.length}` } };
    });
}

const openReviews = async (label: string) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: label }));
  return user;
};

describe('product reviews', () => {
  it('shows the real average and count, approved reviews newest first as plain text, and more on "Show more"', async () => {
    const reviews = Array.from({ length: 7 }, (_, i) => review(i + 1));
    reviews[0] = review(1, { text: '<b>Bold</b> claim, see https://spam.example', reply: 'Asante sana!' });
    productApi({ rating_average: 4.3, rating_count: 7 }, reviews);
    renderRoute('/product/1');
    expect(await screen.findByRole('img', { name: 'Rated 4.3 out of 5 from 7 reviews' })).toBeInTheDocument();
    const user = await openReviews('Reviews (7)');
    expect(await screen.findByText('Based on 7 reviews')).toBeInTheDocument();
    const [first] = await screen.findAllByRole('article', { name: 'Review by Wanjiru K.' });
    expect(within(first).getByText('<b>Bold</b> claim, see https://spam.example')).toBeInTheDocument();
    expect(within(first).queryByRole('link')).toBeNull();
    expect(within(first).getByText('Asante sana!')).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: 'Review by Wanjiru K.' })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Review 7')).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: 'Review by Wanjiru K.' })).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    // Visitors are asked to log in to write one.
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login?next=%2Fproduct%2F1');
  });

  it('makes up nothing without reviews', async () => {
    productApi({ rating_average: null, rating_count: 0 });
    renderRoute('/product/1');
    await openReviews('Reviews (0)');
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(screen.queryByText(/coming soon/)).toBeNull();
  });

  it('lets an eligible buyer write a review, shows field errors, then thanks them', async () => {
    loginAs();
    const state: MyReviewState = { review: null, can_review: true, reason: null };
    let attempts = 0;
    const api = productApi({ rating_average: null, rating_count: 0 })
      .on('GET', '/api/products/1/reviews/mine/', { body: state })
      .on('POST', '/api/products/1/reviews/', () => (++attempts === 1 ? { status: 400, body: { text: ['Use at most 2 links.'] } } : { status: 201, body: { ...review(9), status: 'pending', updated_at: '2026-11-20T10:00:00.000Z' } }));
    renderRoute('/product/1');
    const user = await openReviews('Reviews (0)');
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    // The form's code loads when the button opens it.
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('Please choose a rating.')).toBeInTheDocument();
    // A click without a pointer position (jsdom lays nothing out, so a hover reads no star).
    fireEvent.click(within(form).getByLabelText('4 out of 5 stars'));
    await user.type(within(form).getByLabelText('Title (optional)'), 'Lovely');
    await user.type(within(form).getByLabelText('Your review (optional)'), 'a http://x b http://y c http://z');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('Use at most 2 links.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Your review (optional)'));
    await user.type(within(form).getByLabelText('Your review (optional)'), 'Strong straps.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Thanks! Your review will appear once our team has checked it.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ rating: 4, title: 'Lovely', text: 'Strong straps.' });
  });

  it('opens at the form from a "Review" link (#write-review), and keeps the thanks in view once sent', async () => {
    loginAs();
    const scrolled: Array<[string, ScrollIntoViewOptions | boolean | undefined]> = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options?: ScrollIntoViewOptions | boolean) {
      scrolled.push([this.id, options]);
    });
    productApi({ rating_average: null, rating_count: 0 })
      .on('GET', '/api/products/1/reviews/mine/', { body: { review: null, can_review: true, reason: null } })
      .on('POST', '/api/products/1/reviews/', { status: 201, body: { ...review(9), status: 'pending', updated_at: '2026-11-20T10:00:00.000Z' } });
    renderRoute('/product/1#write-review');
    // The Reviews tab, with the form already open and scrolled to.
    const form = await screen.findByRole('form', { name: 'Write a review' });
    expect(screen.getByRole('tab', { name: 'Reviews (0)' })).toHaveAttribute('aria-selected', 'true');
    expect(form.closest('#write-review')).not.toBeNull();
    expect(scrolled).toEqual([['write-review', { block: 'start' }]]);
    fireEvent.click(within(form).getByLabelText('5 out of 5 stars'));
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Submit review' }));
    const thanks = await screen.findByText('Thanks! Your review will appear once our team has checked it.');
    expect(thanks.closest('#write-review')).not.toBeNull();
    expect(scrolled.at(-1)).toEqual(['write-review', { block: 'nearest' }]);
  });

  it("tells a signed-in shopper who may not review why, in the API's words", async () => {
    loginAs();
    const reason = 'Only customers who received this product can review it.';
    productApi({ rating_average: null, rating_count: 0 }).on('GET', '/api/products/1/reviews/mine/', { body: { review: null, can_review: false, reason } });
    renderRoute('/product/1');
    await openReviews('Reviews (0)');
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('offers "Top rated" in the shop sort, asking the API for the best average first', async () => {
    const api = mockFetch()
      .on('GET', '/api/categories/', { body: categories })
      .on('GET', '/api/attributes/', { body: [] })
      .on('GET', '/api/products/', { body: [makeProduct({ rating_average: 4.5, rating_count: 2 })], headers: { 'Content-Range': 'items 0-0/1' } });
    renderRoute('/shop');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Kiondo Basket Bag' });
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Top rated');
    await screen.findByRole('article', { name: 'Kiondo Basket Bag' });
    expect(api.calls.filter((c) => c.url.pathname === '/api/products/').at(-1)?.url.searchParams.get('sort')).toBe('["rating","DESC"]');
  });
});
