import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCart, makeCartItem, makeUser } from './fixtures';
import { loginAs, mockFetch, renderRoute } from './render';

describe('header search', () => {
  it('ignores blank input', async () => {
    mockFetch();
    const { router } = renderRoute('/about');
    const user = userEvent.setup();
    const [box] = await screen.findAllByRole('textbox', { name: 'Search products' });
    await user.type(box, '   {Enter}');
    expect(router.state.location.pathname).toBe('/about');
  });

  it('goes to /shop?search= with the trimmed term', async () => {
    mockFetch();
    const { router } = renderRoute('/about');
    const user = userEvent.setup();
    const [box] = await screen.findAllByRole('textbox', { name: 'Search products' });
    await user.type(box, '  kiondo bag {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('kiondo bag');
  });

  it('shows a login icon when logged out and the 404 page for unknown paths', async () => {
    mockFetch();
    renderRoute('/no-such-page');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login?next=%2Fno-such-page');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});

describe('phone menu', () => {
  it('links to order tracking', async () => {
    mockFetch();
    renderRoute('/about');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile menu' });
    expect(within(menu).getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/track');
  });

  it('is a modal dialog that Esc closes, with focus back on its button', async () => {
    mockFetch();
    renderRoute('/about');
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Mobile menu' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('closes once a link in it is followed', async () => {
    mockFetch();
    const { router } = renderRoute('/about');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile menu' });
    await user.click(within(menu).getByRole('link', { name: 'Ponchos' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Ponchos'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('categories menu', () => {
  it('opens from the keyboard on its first category and goes to the one chosen', async () => {
    mockFetch();
    const { router } = renderRoute('/about');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const button = within(nav).getByRole('button', { name: 'CATEGORIES' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'CATEGORIES' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Bags' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('Ponchos');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('session', () => {
  // A refused token ends the session whichever call meets it: the current-user check or any other.
  it.each([
    ['a refused current-user read', '/about', '/api/auth/current-user/'],
    ['a token refused on any other call', '/cart', '/api/cart/'],
  ])('treats %s as logged out', async (_case, page, path) => {
    loginAs(makeUser(), 'expired');
    mockFetch().on('GET', path, { status: 401, body: { detail: 'Token expired.' } });
    renderRoute(page);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the username in the user menu when logged in', async () => {
    loginAs();
    mockFetch();
    renderRoute('/about');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toHaveTextContent('wanjiru');
  });

  it('offers the profile and logout in the account menu', async () => {
    loginAs();
    mockFetch().on('POST', '/api/auth/logout/', { status: 204 });
    const { router } = renderRoute('/about');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Account menu' });
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/account/profile');
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('header cart count', () => {
  it('goes straight from the guest count to the merged count when logging in (no "Cart (0 items)" between)', async () => {
    const guestLine = (id: number, name: string) => ({ id, variant_name: name, quantity: 1, unit_price: 2500, total_price: 2500, image: null, stock: 5 });
    window.localStorage.setItem('guest-cart', JSON.stringify([guestLine(11, 'Kiondo - Red'), guestLine(12, 'Kiondo - Blue')]));
    const merged = makeCart([makeCartItem({ id: 70, variant_id: 11 }), makeCartItem({ id: 71, variant_id: 12, variant_name: 'Kiondo - Blue' })]);
    let mergedYet = false;
    mockFetch()
      .on('POST', '/api/auth/login/', { body: { token: 'tok123', user: makeUser() } })
      .on('GET', '/api/cart/', () => ({ body: mergedYet ? merged : makeCart() }))
      .on('POST', '/api/cart/merge/', () => {
        mergedYet = true;
        return { body: { ...merged, skipped: [] } };
      });
    const { router } = renderRoute('/account/login');
    const cartLink = await screen.findByRole('link', { name: 'Cart (2 items)' });
    const shown: string[] = [];
    const watcher = new MutationObserver(() => shown.push(cartLink.getAttribute('aria-label') ?? ''));
    watcher.observe(cartLink, { attributes: true, attributeFilter: ['aria-label'] });

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), 'wanjiru');
    await user.type(screen.getByLabelText(/^Password/), 'Kikoy-2024!');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(window.localStorage.getItem('guest-cart')).toBe('[]'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    watcher.disconnect();
    expect(cartLink.getAttribute('aria-label')).toBe('Cart (2 items)');
    expect(shown.filter((label) => label !== 'Cart (2 items)')).toEqual([]);
  });
});

describe('header on scroll', () => {
  it('shrinks once the 50px marker at the top of the page leaves the screen, and grows back when it returns', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; observed: Element[] }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observed: Element[] = [];
        constructor(readonly callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(element: Element) {
          this.observed.push(element);
        }
        disconnect() {}
      },
    );
    mockFetch();
    renderRoute('/about');
    const bar = await screen.findByRole('banner');
    // Observed from an effect, which may run after the banner is on the page (a busy machine, say).
    const marker = await waitFor(() => {
      const observed = observers.flatMap((o) => o.observed).find((el) => el.getAttribute('aria-hidden') === 'true');
      expect(observed).toBeDefined();
      return observed!;
    });
    const report = (isIntersecting: boolean) =>
      act(() => observers.forEach((o) => o.callback([{ isIntersecting, target: marker } as unknown as IntersectionObserverEntry], o as unknown as IntersectionObserver)));
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    report(false);
    expect(bar).toHaveAttribute('data-scrolled', 'true');
    report(true);
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    vi.unstubAllGlobals();
  });
});
