import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from './fixtures';
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
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});

describe('session', () => {
  it('treats a refused current-user read as logged out', async () => {
    loginAs(makeUser(), 'expired');
    mockFetch().on('GET', '/api/auth/current-user/', { status: 401, body: { detail: 'Token expired.' } });
    renderRoute('/about');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the username in the user menu when logged in', async () => {
    loginAs();
    mockFetch();
    renderRoute('/about');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toHaveTextContent('wanjiru');
  });
});
