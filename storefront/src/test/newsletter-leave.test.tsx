import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute } from './render';

describe('leaving the newsletter', () => {
  it('leaves with the link\'s token on a tap, not on opening the page', async () => {
    const api = mockFetch().on('POST', '/api/newsletter/unsubscribe/', { status: 204 });
    renderRoute('/newsletter/unsubscribe?token=YW1hbmk.sig');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(api.calls.some((c) => c.url.pathname === '/api/newsletter/unsubscribe/')).toBe(false);
    await userEvent.setup().click(button);
    expect(await screen.findByRole('heading', { name: 'You have left the newsletter' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.url.pathname === '/api/newsletter/unsubscribe/')?.body).toEqual({ token: 'YW1hbmk.sig' });
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it("shows the server's reason for a link it did not sign", async () => {
    const invalid = 'This unsubscribe link is not valid. Use the link in your latest newsletter e-mail.';
    mockFetch().on('POST', '/api/newsletter/unsubscribe/', { status: 400, body: { token: [invalid] } });
    renderRoute('/newsletter/unsubscribe?token=forged');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(invalid)).toBeInTheDocument();
  });

  it('says a link without its token is incomplete', async () => {
    mockFetch();
    renderRoute('/newsletter/unsubscribe');
    expect(await screen.findByText(/This unsubscribe link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
