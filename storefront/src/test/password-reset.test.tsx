import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from './fixtures';
import { mockFetch, renderRoute } from './render';

const REQUESTED = 'If an account matches, we have sent it a reset link by e-mail and, if it has a phone, a code by SMS.';
const LINK_DEAD = 'This reset link has expired or was already used. Ask for a new one.';

describe('asking for a password reset', () => {
  it('posts the username, e-mail or phone and shows the answer', async () => {
    const api = mockFetch().on('POST', '/api/auth/password-reset/', { status: 202, body: { detail: REQUESTED } });
    renderRoute('/account/reset');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username, e-mail or phone/), ' 0712 345 678 ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(REQUESTED)).toBeInTheDocument();
    expect(api.calls.find((c) => c.url.pathname === '/api/auth/password-reset/')?.body).toEqual({ login: '0712 345 678' });
    expect(screen.getByRole('link', { name: 'I have a code from an SMS' })).toHaveAttribute('href', '/account/reset-password');
  });

  it('asks for the e-mail or phone under its field before calling, and shows refusals there', async () => {
    const api = mockFetch().on('POST', '/api/auth/password-reset/', { status: 429, body: { detail: 'Too many reset requests. Please wait a minute and try again.' } });
    renderRoute('/account/reset');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText(/Username, e-mail or phone/)).toHaveAccessibleDescription('Enter the username, e-mail address or phone number of your account.');
    expect(api.calls.some((c) => c.url.pathname === '/api/auth/password-reset/')).toBe(false);
    await user.type(screen.getByLabelText(/Username, e-mail or phone/), 'wanjiru@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reset requests. Please wait a minute and try again.');
  });

  it('is linked from the login page', async () => {
    mockFetch();
    renderRoute('/account/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/account/reset');
  });
});

describe('choosing a new password', () => {
  it('from a link that still works asks for the password twice, naming the username, then logs in and goes to the profile', async () => {
    const session = makeUser({ username: 'wanjiru' });
    const api = mockFetch()
      .on('POST', '/api/auth/password-reset/check/', { body: { username: 'wanjiru' } })
      .on('POST', '/api/auth/password-reset/confirm/', { body: { token: 'jwt-new', user: session } })
      .on('GET', '/api/auth/profile/', { body: session })
      .on('GET', '/api/orders/', { body: [], headers: { 'Content-Range': 'items 0-0/0' } });
    const { router } = renderRoute('/account/reset-password?token=abc_DEF-123');
    const user = userEvent.setup();
    expect(await screen.findByText('For your account wanjiru: log in with this username (or your e-mail) and the new password.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.url.pathname === '/api/auth/password-reset/check/')?.body).toEqual({ token: 'abc_DEF-123' });
    expect(screen.queryByLabelText(/SMS code/)).toBeNull();
    await user.type(await screen.findByLabelText(/^New Password/), 'Mkeka-wa-Mvita-88');
    await user.type(screen.getByLabelText(/Repeat New Password/), 'Mkeka-wa-Mvita-89');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByLabelText(/Repeat New Password/)).toHaveAccessibleDescription('The two passwords do not match.');
    expect(api.calls.some((c) => c.url.pathname === '/api/auth/password-reset/confirm/')).toBe(false);

    await user.clear(screen.getByLabelText(/Repeat New Password/));
    await user.type(screen.getByLabelText(/Repeat New Password/), 'Mkeka-wa-Mvita-88');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    expect(api.calls.find((c) => c.url.pathname === '/api/auth/password-reset/confirm/')?.body).toEqual({ token: 'abc_DEF-123', password: 'Mkeka-wa-Mvita-88' });
    expect(window.localStorage.getItem('token')).toBe('jwt-new');
    expect(await screen.findByText('Your password has been changed. Your username is wanjiru.')).toBeInTheDocument();
  });

  it('says at once that a used link is dead, before asking for a password, with a way to ask again', async () => {
    const api = mockFetch().on('POST', '/api/auth/password-reset/check/', { status: 400, body: { token: [LINK_DEAD] } });
    renderRoute('/account/reset-password?token=used');
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_DEAD);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/account/reset');
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
    expect(api.calls.some((c) => c.url.pathname === '/api/auth/password-reset/confirm/')).toBe(false);
  });

  it('says when the link dies meanwhile, with a way to ask again, and shows a refused password under its field', async () => {
    const why = 'This is a heavily used password. Add more words that are less common.';
    let answer = { status: 400, body: { password: [why] } as Record<string, string[]> };
    mockFetch()
      .on('POST', '/api/auth/password-reset/check/', { body: { username: 'wanjiru' } })
      .on('POST', '/api/auth/password-reset/confirm/', () => answer);
    renderRoute('/account/reset-password?token=old');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New Password/), '12345678');
    await user.type(screen.getByLabelText(/Repeat New Password/), '12345678');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(why));
    expect(screen.queryByRole('alert')).toBeNull();

    answer = { status: 400, body: { token: [LINK_DEAD] } };
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_DEAD);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/account/reset');
  });

  it('without a link asks for the username, e-mail or phone and the SMS code too, showing a wrong code under its field', async () => {
    const wrong = 'This code is wrong, has expired or was already used. Check the SMS or ask for a new one.';
    const api = mockFetch().on('POST', '/api/auth/password-reset/confirm/', { status: 400, body: { code: [wrong] } });
    renderRoute('/account/reset-password');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set New Password' }));
    expect(screen.getByLabelText(/Username, e-mail or phone/)).toHaveAccessibleDescription('Enter the username, e-mail address or phone number of your account.');
    expect(screen.getByLabelText(/SMS code/)).toHaveAccessibleDescription('Enter the 6-digit code from the SMS.');
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription('Choose a new password.');

    await user.type(screen.getByLabelText(/Username, e-mail or phone/), '0712 345 678');
    await user.type(screen.getByLabelText(/SMS code/), '042917');
    await user.type(screen.getByLabelText(/^New Password/), 'Mkeka-wa-Mvita-88');
    await user.type(screen.getByLabelText(/Repeat New Password/), 'Mkeka-wa-Mvita-88');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(screen.getByLabelText(/SMS code/)).toHaveAccessibleDescription(wrong));
    expect(api.calls.find((c) => c.url.pathname === '/api/auth/password-reset/confirm/')?.body).toEqual({ login: '0712 345 678', code: '042917', password: 'Mkeka-wa-Mvita-88' });
  });
});
