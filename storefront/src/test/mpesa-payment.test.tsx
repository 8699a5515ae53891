import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MpesaAttempt, Order, OrderPayment } from '@shop/api-client';
import { redirectTo } from '../components/payment/PesapalPayment';
import { MPESA_PROMPT } from '../lib/mpesa';
import { BOTH_METHODS, makeMpesaAttempt, makeOrder, PESAPAL_ONLY } from './fixtures';
import { loginAs, mockFetch, renderRoute } from './render';

const ORDER = '/api/orders/42/';
const METHODS = '/api/payments/methods/';
const ATTEMPTS = '/api/payments/mpesa/42/';
const NOW = new Date('2026-01-05T10:05:00.000Z');

/** A sign-in and a shop that takes both ways to pay, its order 42 unpaid, with these M-Pesa prompts so far. */
function payingShopper(attempts: MpesaAttempt[] = [], order: Order = makeOrder()) {
  loginAs();
  return mockFetch().on('GET', ORDER, { body: order }).on('GET', METHODS, { body: BOTH_METHODS() }).on('GET', ATTEMPTS, { body: attempts });
}

/** A prompt sent `secondsAgo` before the test's clock. */
const sentAgo = (secondsAgo: number, overrides: Partial<MpesaAttempt> = {}) =>
  makeMpesaAttempt({ created_at: new Date(NOW.getTime() - secondsAgo * 1000).toISOString(), ...overrides });

/** The prompt's box: where it stands, and its two live regions (the status, and failures' alert). */
const promptBox = () => screen.getByTestId('mpesa-status');

/** Waits until the prompt's box says `words` in one of its live regions: 'status' (news) or 'alert' (failures). */
const said = (region: 'status' | 'alert', words: string) => waitFor(() => expect(within(promptBox()).getByRole(region)).toHaveTextContent(words));

/** The clock stands still at NOW: a countdown reads the same whenever the test looks. */
const stopTheClock = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('payment page: the ways to pay', () => {
  it.each([
    ['both, M-Pesa first', BOTH_METHODS(), ['Pay KSh 3,000 with M-Pesa', 'Pay another way']],
    ['Pesapal only', PESAPAL_ONLY, ['Pay KSh 3,000']],
    ['none', { methods: [] }, []],
  ])('offers the methods the shop takes: %s', async (_, methods, buttons) => {
    loginAs();
    mockFetch().on('GET', ORDER, { body: makeOrder() }).on('GET', METHODS, { body: methods }).on('GET', ATTEMPTS, { body: [] });
    renderRoute('/payment/42');
    await screen.findByTestId('order-total');
    expect(screen.queryAllByRole('button', { name: /^Pay / }).map((button) => button.textContent)).toEqual(buttons);
    expect(screen.queryByLabelText('M-Pesa phone number') !== null).toBe(buttons.length === 2);
    if (buttons.length === 0) {
      expect(screen.getByText('Online payment is not available at the moment.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Contact us and we will help you pay for this order.' })).toHaveAttribute('href', '/contact');
    }
  });

  it("says where to answer the stand-in's prompts in development", async () => {
    payingShopper().on('GET', METHODS, { body: BOTH_METHODS('stand-in') });
    renderRoute('/payment/42');
    expect(await screen.findByRole('link', { name: 'answer the prompt on the stand-in phone' })).toHaveAttribute('href', '/mpesa-sandbox');
  });

  it('has no stand-in note with live M-Pesa', async () => {
    payingShopper();
    renderRoute('/payment/42');
    await screen.findByLabelText('M-Pesa phone number');
    expect(screen.queryByText(/stand-in/)).toBeNull();
  });
});

describe('payment page: M-Pesa Express', () => {
  it("fills in the order's phone as a Kenyan writes it, and sends the number the shopper types instead", async () => {
    const api = payingShopper().on('POST', ATTEMPTS, { body: makeMpesaAttempt({ phone: '254733456789' }) });
    renderRoute('/payment/42');
    const phone = await screen.findByLabelText('M-Pesa phone number');
    expect(phone).toHaveValue('0712 345 678');
    const user = userEvent.setup();
    await user.clear(phone);
    await user.type(phone, '+254 733-456 789');
    await user.click(screen.getByRole('button', { name: 'Pay KSh 3,000 with M-Pesa' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ phone: '+254 733-456 789' }));
  });

  it("shows the API's word on the phone under the field", async () => {
    payingShopper().on('POST', ATTEMPTS, { status: 400, body: { phone: ['Enter a Safaricom number, e.g. 0712 345 678.'] } });
    renderRoute('/payment/42');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay KSh 3,000 with M-Pesa' }));
    const phone = screen.getByLabelText('M-Pesa phone number');
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Enter a Safaricom number, e.g. 0712 345 678.'));
    expect(phone).toBeInvalid();
    expect(phone).toHaveFocus();
  });

  it('asks for the PIN with the time left, in the live region, and holds the other ways while the prompt waits', async () => {
    stopTheClock();
    payingShopper().on('POST', ATTEMPTS, { body: sentAgo(15) });
    renderRoute('/payment/42');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay KSh 3,000 with M-Pesa' }));
    await said('status', 'Check your phone and enter your M-Pesa PIN');
    expect(within(promptBox()).getByRole('timer')).toHaveTextContent('Time left: 0:45');
    expect(within(promptBox()).getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Waiting for your PIN...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay another way' })).toBeDisabled();
    expect(promptBox()).toHaveFocus();
  });

  it('turns to paid without a reload once the prompt is paid, and stops asking', async () => {
    vi.spyOn(MPESA_PROMPT, 'pollMs', 'get').mockReturnValue(50);
    let reads = 0;
    let paid = false;
    const api = payingShopper()
      .on('GET', ORDER, () => ({ body: paid ? makeOrder({ status: 'paid', payment: mpesaPayment('SBM2VWCQ5G') }) : makeOrder() }))
      .on('GET', ATTEMPTS, () => {
        reads += 1;
        paid = reads >= 3;
        return { body: [makeMpesaAttempt(paid ? { status: 'paid', result_code: 0, receipt: 'SBM2VWCQ5G' } : {})] };
      });
    const { router } = renderRoute('/payment/42');
    await said('status', 'Check your phone and enter your M-Pesa PIN');
    expect(await screen.findByText('Paid with M-Pesa. Thank you!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('M-Pesa receipt: SBM2VWCQ5G')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByTestId('mpesa-status')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/track?ref=KC-000042');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(router.state.location.pathname).toBe('/payment/42');
    const asked = api.calls.filter((c) => c.url.pathname === ATTEMPTS).length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.calls.filter((c) => c.url.pathname === ATTEMPTS)).toHaveLength(asked);
  });

  it.each([
    [1032, 'You cancelled the prompt on your phone. Nothing was paid.'],
    [1037, 'We could not reach your phone. Check that it is on and has network, then send the prompt again.'],
    [2001, 'The M-Pesa PIN was wrong. Nothing was paid: send the prompt again and enter your PIN.'],
    [1, 'Your M-Pesa balance is not enough for this payment. Top up, then send the prompt again.'],
    [17, 'M-Pesa could not complete the payment (code 17). Nothing was paid: please try again.'],
    [null, 'M-Pesa could not send the prompt to your phone. Please try again.'],
  ])('says what result %s means, as an alert, and offers the prompt again', async (code, words) => {
    payingShopper([makeMpesaAttempt({ status: 'failed', result_code: code })]);
    renderRoute('/payment/42');
    await said('alert', words);
    expect(screen.getByRole('button', { name: 'Send the prompt again' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pay another way' })).toBeEnabled();
  });

  it('says it in Kiswahili', async () => {
    payingShopper([makeMpesaAttempt({ status: 'failed', result_code: 2001 })]);
    renderRoute('/sw/payment/42');
    await said('alert', 'PIN ya M-Pesa haikuwa sahihi. Hakuna pesa iliyolipwa: tuma ombi tena na uweke PIN yako.');
    expect(screen.getByRole('button', { name: 'Tuma ombi tena' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lipa kwa njia nyingine' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nambari ya simu ya M-Pesa')).toHaveValue('0712 345 678');
  });

  it('sends a new prompt after a failed one', async () => {
    stopTheClock();
    const api = payingShopper([sentAgo(90, { status: 'failed', result_code: 1032 })]).on('POST', ATTEMPTS, { body: sentAgo(0, { id: 2 }) });
    renderRoute('/payment/42');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the prompt again' }));
    await said('status', 'Check your phone and enter your M-Pesa PIN');
    expect(within(promptBox()).getByRole('alert')).toBeEmptyDOMElement();
    expect(within(promptBox()).getByRole('timer')).toHaveTextContent('Time left: 1:00');
    expect(api.calls.filter((c) => c.method === 'POST' && c.url.pathname === ATTEMPTS)).toHaveLength(1);
  });

  it("goes to Pesapal's page with Pay another way", async () => {
    const go = vi.spyOn(redirectTo, 'go').mockImplementation(() => undefined);
    payingShopper([makeMpesaAttempt({ status: 'failed', result_code: 1 })]).on('POST', '/api/pesapal-initiate/42/', {
      body: { checkout_url: 'http://localhost:3000/pesapal-sandbox/pay?x=1', tracking_id: 'trk-1' },
    });
    renderRoute('/payment/42');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay another way' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:3000/pesapal-sandbox/pay?x=1'));
  });

  it('says when the prompt has timed out, and that a new one waits until M-Pesa closes the old one', async () => {
    stopTheClock();
    const open = sentAgo(61);
    payingShopper([open]).on('POST', ATTEMPTS, { body: open });
    renderRoute('/payment/42');
    await said('status', 'The prompt has timed out on your phone. If you did not enter your PIN, send the prompt again.');
    expect(within(promptBox()).queryByRole('timer')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the prompt again' }));
    await said('status', 'M-Pesa has not closed the last prompt yet.');
  });

  it("follows a prompt M-Pesa did not confirm: the API's words while it waits, then paid", async () => {
    vi.spyOn(MPESA_PROMPT, 'pollMs', 'get').mockReturnValue(50);
    const unconfirmed = 'M-Pesa did not confirm the prompt. If it reaches your phone, enter your PIN; if not, try again in a few minutes, or pay another way.';
    let attempts: MpesaAttempt[] = [];
    payingShopper()
      .on('GET', ORDER, () => ({ body: attempts[0]?.status === 'paid' ? makeOrder({ status: 'paid', payment: mpesaPayment('SBM2VWCQ5G') }) : makeOrder() }))
      .on('GET', ATTEMPTS, () => ({ body: attempts }))
      .on('POST', ATTEMPTS, () => {
        // The prompt waits all the same, without Daraja's word that it was sent.
        attempts = [makeMpesaAttempt()];
        return { status: 502, body: { detail: unconfirmed } };
      });
    renderRoute('/payment/42');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay KSh 3,000 with M-Pesa' }));
    await said('alert', unconfirmed);
    expect(screen.getByRole('button', { name: 'Waiting for your PIN...' })).toBeDisabled();
    // The shopper enters the PIN after all.
    attempts = [makeMpesaAttempt({ status: 'paid', result_code: 0, receipt: 'SBM2VWCQ5G' })];
    expect(await screen.findByText('Paid with M-Pesa. Thank you!', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('reads the order again when the API says it can no longer be paid', async () => {
    let closed = false;
    payingShopper()
      .on('GET', ORDER, () => ({ body: makeOrder({ status: closed ? 'cancelled' : 'pending' }) }))
      .on('POST', ATTEMPTS, () => {
        closed = true;
        return { status: 409, body: { detail: 'This order is cancelled and cannot be paid.' } };
      });
    renderRoute('/payment/42');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay KSh 3,000 with M-Pesa' }));
    expect(await screen.findByText('This order can no longer be paid. Please place a new order.')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });
});

function mpesaPayment(receipt: string): OrderPayment {
  return { provider: 'mpesa', tracking_id: null, method: 'M-Pesa', confirmation_code: receipt, account: '254712345678', status: 'COMPLETED', amount: 3000, currency: 'KES' };
}
