import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct, makeVariant } from './fixtures';
import { mockFetch, renderRoute } from './render';

describe('wishlist', () => {
  it('shows saved products from the API, suggests others and adds all to the cart', async () => {
    window.localStorage.setItem('wishlist', JSON.stringify([1, 404]));
    const saved = makeProduct({ id: 1, name: 'Kiondo Basket Bag' });
    const other = makeProduct({ id: 2, name: 'Kikoi Scarf', category: { id: 2, name: 'Scarves' }, variants: [makeVariant({ id: 21, price: 950, stock: 3 })] });
    const api = mockFetch().on('GET', '/api/products/', ({ url }) => {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}');
      return filter.id ? { body: [saved] } : { body: [saved, other] };
    });
    renderRoute('/wishlist');
    expect(await screen.findByRole('article', { name: 'Kiondo Basket Bag' })).toBeInTheDocument();
    const suggestions = await screen.findByRole('region', { name: 'You might also like' });
    expect(within(suggestions).getByRole('article', { name: 'Kikoi Scarf' })).toBeInTheDocument();
    expect(within(suggestions).queryByRole('article', { name: 'Kiondo Basket Bag' })).toBeNull();
    const idCall = api.calls.find((c) => c.url.searchParams.get('filter')?.includes('"id"'));
    expect(JSON.parse(idCall?.url.searchParams.get('filter') as string)).toEqual({ id: [1, 404] });
    // A product the API no longer has leaves the wishlist.
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('wishlist') as string)).toEqual([1]));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Add All to Cart' }));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('guest-cart') ?? '[]')).toHaveLength(1));
  });

  it('toggles hearts locally and shows the empty state after Clear Wishlist', async () => {
    mockFetch().on('GET', '/api/products/', ({ url }) =>
      JSON.parse(url.searchParams.get('filter') ?? '{}').id ? { body: [makeProduct()] } : { body: [makeProduct()] },
    );
    renderRoute('/shop');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Kiondo Basket Bag' });
    await user.click(within(card).getByRole('button', { name: 'Add to wishlist' }));
    expect(within(card).getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem('wishlist') as string)).toEqual([1]);
  });

  it('says when the wishlist is empty', async () => {
    mockFetch();
    renderRoute('/wishlist');
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
  });
});

describe('contact and newsletter', () => {
  it('validates, stores the message and clears the form', async () => {
    const api = mockFetch().on('POST', '/api/contact-messages/', { status: 201, body: { id: 1 } });
    renderRoute('/contact');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Full Name/), 'Brian Otieno');
    await user.type(screen.getByLabelText(/Email Address/), 'brian@example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email Address/), '.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /Subject/ }), 'Wholesale Inquiry');
    await user.type(screen.getByLabelText(/Message/), 'Price for 50 kiondos?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(api.calls.find((c) => c.url.pathname === '/api/contact-messages/')?.body).toEqual({
      name: 'Brian Otieno',
      email: 'brian@example.com',
      phone: '',
      subject: 'wholesale',
      message: 'Price for 50 kiondos?',
    });
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
  });

  it('answers a duplicate newsletter subscription clearly', async () => {
    mockFetch()
      .on('GET', '/api/products/', { body: [] })
      .on('POST', '/api/newsletter/', { status: 409, body: { detail: 'This email is already subscribed.' } });
    renderRoute('/');
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Newsletter email' });
    await user.type(box, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This email is already subscribed.')).toBeInTheDocument();
  });
});
