import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder, makeUser } from './fixtures';
import { loginAs, mockFetch, renderRoute } from './render';

async function submitLogin() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Username/), 'wanjiru');
  await user.type(screen.getByLabelText(/Password/), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login', () => {
  it("shows the server's detail", async () => {
    mockFetch().on('POST', '/api/auth/login/', { status: 401, body: { detail: 'Wrong username or password.' } });
    renderRoute('/account/login');
    await submitLogin();
    expect(await screen.findByText('Wrong username or password.')).toBeInTheDocument();
  });

  it('else joins all field messages with spaces', async () => {
    mockFetch().on('POST', '/api/auth/login/', { status: 400, body: { username: ['Too short.'], password: ['Required.'] } });
    renderRoute('/account/login');
    await submitLogin();
    expect(await screen.findByText('Too short. Required.')).toBeInTheDocument();
  });

  it("else says 'Invalid login credentials'", async () => {
    mockFetch().on('POST', '/api/auth/login/', { status: 500, body: {} });
    renderRoute('/account/login');
    await submitLogin();
    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument();
  });

  it('reports a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderRoute('/account/login');
    await submitLogin();
    expect(await screen.findByText('Network error, please try again.')).toBeInTheDocument();
  });

  it('stores the token and user, then goes home', async () => {
    mockFetch().on('POST', '/api/auth/login/', { body: { token: 'jwt-1', user: makeUser() } });
    const { router } = renderRoute('/account/login');
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBe('jwt-1');
    expect(JSON.parse(window.localStorage.getItem('user') as string).username).toBe('wanjiru');
  });
});

describe("the header's Log in", () => {
  it('returns the shopper to the page they were on, and takes the e-mail as well as the username', async () => {
    const api = mockFetch()
      .on('GET', '/api/products/', { body: [], headers: { 'Content-Range': 'items 0-0/0' } })
      .on('POST', '/api/auth/login/', { body: { token: 'jwt-1', user: makeUser() } });
    const { router } = renderRoute('/shop?category=bags#grid');
    const user = userEvent.setup();
    const logIn = await screen.findByRole('link', { name: 'Log in' });
    expect(logIn).toHaveAttribute('href', '/account/login?next=%2Fshop%3Fcategory%3Dbags%23grid');
    await user.click(logIn);
    await user.type(await screen.findByLabelText(/Username or e-mail/), 'wanjiru@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(router.state.location.search).toBe('?category=bags');
    expect(api.calls.find((c) => c.url.pathname === '/api/auth/login/')?.body).toEqual({ username: 'wanjiru@example.com', password: 'secret123' });
  });

  it('on the account pages leads to the plain login page', async () => {
    mockFetch();
    renderRoute('/account/register');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
  });
});

describe('register', () => {
  it('goes to the login page on success, saying only what is true of a new e-mail and a taken one alike', async () => {
    const signedUp = 'Thank you for signing up. Log in with your username and password; if this e-mail already had an account, we have written to it instead.';
    const api = mockFetch().on('POST', '/api/auth/register/', { status: 201, body: { detail: signedUp } });
    const { router } = renderRoute('/account/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), 'amina');
    await user.type(screen.getByLabelText(/Email/), 'amina@example.com');
    await user.type(screen.getByLabelText(/First Name/), 'Amina');
    await user.type(screen.getByLabelText(/Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(await screen.findByText(signedUp)).toBeInTheDocument();
    expect(api.calls.find((c) => c.url.pathname === '/api/auth/register/')?.body).toEqual({
      username: 'amina',
      email: 'amina@example.com',
      first_name: 'Amina',
      last_name: '',
      password: 'secret123',
    });
  });

  it('shows each refusal once: under its field, and in the alert only what no field shows', async () => {
    mockFetch().on('POST', '/api/auth/register/', {
      status: 400,
      body: { username: ['A user with that username already exists.'], email: ['Enter a valid email address.'], referral: ['Unknown code.'] },
    });
    renderRoute('/account/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Email/), 'amina@');
    await user.type(screen.getByLabelText(/Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription('A user with that username already exists.'));
    expect(screen.getAllByText('A user with that username already exists.')).toHaveLength(1);
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getAllByText('Enter a valid email address.')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Unknown code\.$/);
  });

  it('says under the password field why the server refused the password', async () => {
    const why = 'This is a heavily used password. Add more words that are less common.';
    mockFetch().on('POST', '/api/auth/register/', { status: 400, body: { password: [why] } });
    renderRoute('/account/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), 'amina');
    await user.type(screen.getByLabelText(/Email/), 'amina@example.com');
    await user.type(screen.getByLabelText(/Password/), '12345678');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription(why));
    expect(screen.getAllByText(why)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Something went wrong' when the server gives no reason", async () => {
    mockFetch().on('POST', '/api/auth/register/', { status: 500 });
    renderRoute('/account/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), 'amina');
    await user.type(screen.getByLabelText(/Email/), 'amina@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});

describe('profile', () => {
  it("shows initials and 'Not provided' for empty fields", async () => {
    loginAs();
    const profile = makeUser();
    mockFetch()
      .on('GET', '/api/auth/profile/', { body: profile })
      .on('GET', '/api/auth/current-user/', { body: profile })
      .on('GET', '/api/orders/', { body: [makeOrder()], headers: { 'Content-Range': 'items 0-0/1' } });
    renderRoute('/account/profile');
    expect(await screen.findByRole('heading', { name: 'Wanjiru Kamau' })).toBeInTheDocument();
    expect(screen.getByText('WK')).toBeInTheDocument();
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/account/update');
    expect(document.title).toMatch(/^My Profile/);
    expect(await screen.findByText('KC-000042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/payment/42');
  });

  it('logs out to the plain login page (no way back to the profile), keeping the stored user', async () => {
    loginAs();
    const profile = makeUser();
    mockFetch()
      .on('GET', '/api/auth/profile/', { body: profile })
      .on('GET', '/api/auth/current-user/', { body: profile })
      .on('GET', '/api/orders/', { body: [], headers: { 'Content-Range': 'items 0-0/0' } })
      .on('POST', '/api/auth/logout/', { body: { detail: 'Successfully logged out.' } });
    const { router } = renderRoute('/account/profile');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).not.toBeNull();
  });

  it('clears the token and goes to login when the profile cannot be loaded', async () => {
    loginAs();
    mockFetch().on('GET', '/api/auth/profile/', { status: 401, body: { detail: 'Token revoked.' } });
    const { router } = renderRoute('/account/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends only the non-empty fields when editing', async () => {
    loginAs();
    const profile = makeUser({ last_name: '', full_name: 'Wanjiru' });
    const api = mockFetch()
      .on('GET', '/api/auth/profile/', { body: profile })
      .on('PATCH', '/api/auth/profile/update/', { body: { ...profile, phone: '0712345678' } });
    const { router } = renderRoute('/account/update');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Phone/), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    const sent = api.calls.find((c) => c.method === 'PATCH')?.body as FormData;
    expect([...sent.keys()].sort()).toEqual(['email', 'first_name', 'phone']);
  });
});

describe('WhatsApp order updates in the account (issue 33)', () => {
  const open = (stored: boolean) => {
    loginAs();
    // The account as the API keeps it: a save's whatsapp_updates ('true' or 'false') changes it, none leaves it.
    let profile = makeUser({ whatsapp_updates: stored });
    const api = mockFetch()
      .on('GET', '/api/auth/profile/', () => ({ body: profile }))
      .on('PATCH', '/api/auth/profile/update/', ({ body }) => {
        const sent = (body as FormData).get('whatsapp_updates');
        if (sent !== null) profile = { ...profile, whatsapp_updates: sent === 'true' };
        return { body: profile };
      });
    const rendered = renderRoute('/account/update');
    return { api, ...rendered };
  };
  const sent = (api: ReturnType<typeof mockFetch>) => api.calls.find((c) => c.method === 'PATCH')?.body as FormData;

  it('shows the stored choice, with what it means, and saving after unticking withdraws it (whatsapp_updates: false)', async () => {
    const { api, router } = open(true);
    const box = await screen.findByRole('checkbox', { name: 'Send my order updates on WhatsApp' });
    await waitFor(() => expect(box).toBeChecked());
    expect(box).toHaveAccessibleDescription(/^We will message the phone number of each order on WhatsApp instead of SMS/);
    const user = userEvent.setup();
    await user.click(box);
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    expect(sent(api).get('whatsapp_updates')).toBe('false');
    expect(JSON.parse(window.localStorage.getItem('user') as string).whatsapp_updates).toBe(false);
  });

  it('shows an unticked box when not asked, and ticking it (from the keyboard) and saving asks for them', async () => {
    const { api, router } = open(false);
    const box = await screen.findByRole('checkbox', { name: 'Send my order updates on WhatsApp' });
    // The form is filled from the loaded profile.
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveValue('w@example.com'));
    expect(box).not.toBeChecked();
    box.focus();
    const user = userEvent.setup();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    expect(sent(api).get('whatsapp_updates')).toBe('true');
  });

  it('sends nothing about WhatsApp when the choice was left as it was', async () => {
    const { api, router } = open(true);
    await waitFor(async () => expect(await screen.findByRole('checkbox', { name: 'Send my order updates on WhatsApp' })).toBeChecked());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    expect(sent(api).has('whatsapp_updates')).toBe(false);
  });
});

describe('password change on the profile edit page', () => {
  const open = (response: { status?: number; body?: unknown }) => {
    loginAs();
    const api = mockFetch()
      .on('GET', '/api/auth/profile/', { body: makeUser() })
      .on('POST', '/api/auth/change-password/', response);
    renderRoute('/account/update');
    return api;
  };
  const submit = async (current: string, next: string) => {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Current Password/), current);
    await user.type(screen.getByLabelText(/New Password/), next);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
  };

  it('says under the new password why the server refused it', async () => {
    const why = 'There should not be any personal or page related data. Add more words that are less common.';
    open({ status: 400, body: { password: [why] } });
    await submit('secret-pass-123', 'wanjiru2024');
    await waitFor(() => expect(screen.getByLabelText(/New Password/)).toHaveAccessibleDescription(why));
    expect(screen.getAllByText(why)).toHaveLength(1);
  });

  it('says under the current password when it is wrong', async () => {
    open({ status: 400, body: { current_password: ['Your current password is not correct.'] } });
    await submit('not-it', 'Mkeka-wa-Mvita-88');
    await waitFor(() => expect(screen.getByLabelText(/Current Password/)).toHaveAccessibleDescription('Your current password is not correct.'));
  });

  it('sends both passwords, confirms, empties the form and goes on with the fresh token', async () => {
    const api = open({ body: { detail: 'Your password has been changed.', token: 'fresh-token' } });
    await submit('secret-pass-123', 'Mkeka-wa-Mvita-88');
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    expect(api.calls.find((c) => c.url.pathname === '/api/auth/change-password/')?.body).toEqual({ current_password: 'secret-pass-123', password: 'Mkeka-wa-Mvita-88' });
    expect(screen.getByLabelText(/New Password/)).toHaveValue('');
  });

  it('asks for both passwords before sending anything', async () => {
    const api = open({ body: {} });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current and new password are required.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.pathname === '/api/auth/change-password/')).toBe(false);
  });
});
