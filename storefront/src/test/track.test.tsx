import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TrackedOrder } from '@shop/api-client';
import { DELIVERY_METHODS, makeOrder, makeUser } from './fixtures';
import { loginAs, mockFetch, renderRoute } from './render';

const tracked: TrackedOrder = {
  reference: 'KC-000042',
  status: 'shipped',
  delivery_method: 'rider',
  tracking_id: '+254722000111',
  placed_at: '2026-01-05T10:00:00.000Z',
  // An order from before counties: no delivery facts but its method's code.
  delivery_county: null,
  delivery_county_name: null,
  delivery_town: null,
  delivery_method_name: null,
  delivery_kind: null,
  delivery_days_min: null,
  delivery_days_max: null,
  pickup_point: null,
  timeline: [
    { status: 'pending', at: '2026-01-05T10:00:00.000Z' },
    { status: 'paid', at: '2026-01-05T10:04:00.000Z' },
    { status: 'shipped', at: '2026-01-06T08:30:00.000Z' },
  ],
};

const NOT_FOUND = { detail: 'We could not find an order with that reference and contact.' };

function trackApi(answer: { status?: number; body: unknown }) {
  return mockFetch().on('GET', '/api/delivery-methods/', { body: DELIVERY_METHODS }).on('GET', '/api/track/', answer);
}

describe('track your order', () => {
  it('finds the order by reference (from ?ref=) and phone, and shows its status, delivery, rider phone and timeline', async () => {
    const api = trackApi({ body: tracked });
    renderRoute('/track?ref=KC-000042');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Track your order' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Order reference/)).toHaveValue('KC-000042');
    await user.type(screen.getByLabelText(/Phone number or e-mail/), ' 0712 345 678 ');
    await user.click(screen.getByRole('button', { name: 'Track order' }));

    const card = await screen.findByTestId('tracked-order');
    const call = api.calls.find((c) => c.url.pathname === '/api/track/')!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ reference: 'KC-000042', contact: '0712 345 678' });
    expect(call.headers.Authorization).toBeUndefined();
    expect(within(card).getByText('Order KC-000042')).toBeInTheDocument();
    expect(within(card).getByTestId('tracked-status')).toHaveTextContent('Shipped');
    expect(within(card).getByText('Your order is on its way.')).toBeInTheDocument();
    expect(await within(card).findByText(DELIVERY_METHODS.find((m) => m.code === 'rider')!.label)).toBeInTheDocument();
    expect(within(card).getByText("Rider's phone")).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '+254722000111' })).toHaveAttribute('href', 'tel:+254722000111');
    const steps = within(within(card).getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Pending.*2026/),
      expect.stringMatching(/^Paid.*2026/),
      expect.stringMatching(/^Shipped.*6 Jan 2026/),
    ]);
  });

  it('tells a pickup shopper where and when to collect a ready order, and calls it collected once completed', async () => {
    const ready: TrackedOrder = {
      ...tracked,
      status: 'ready_for_collection',
      delivery_method: 'pickup',
      tracking_id: null,
      timeline: [...tracked.timeline.slice(0, 2), { status: 'ready_for_collection', at: '2026-01-06T08:30:00.000Z' }],
    };
    const api = trackApi({ body: ready });
    renderRoute('/track?ref=KC-000042');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Phone number or e-mail/), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    let card = await screen.findByTestId('tracked-order');
    expect(within(card).getByTestId('tracked-status')).toHaveTextContent('Ready for collection');
    expect(within(card).getByText(/Ready to collect at Kimathi Chambers, 2nd Floor, Kimathi Street, Nairobi CBD\. Bring your order reference\./)).toBeInTheDocument();
    expect(within(card).getByText('Opening hours')).toBeInTheDocument();
    expect(within(card).getByText('Mon-Fri: 9:00 AM-6:00 PM')).toBeInTheDocument();
    expect(within(card).queryByText('Tracking number')).toBeNull();

    api.on('GET', '/api/track/', { body: { ...ready, status: 'completed', timeline: [...ready.timeline, { status: 'completed', at: '2026-01-07T11:00:00.000Z' }] } });
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    await waitFor(() => expect(within(screen.getByTestId('tracked-order')).getByTestId('tracked-status')).toHaveTextContent('Collected'));
    card = screen.getByTestId('tracked-order');
    expect(within(card).getByText('Collected. Enjoy your order!')).toBeInTheDocument();
    expect(within(card).queryByText('Opening hours')).toBeNull();
    const steps = within(within(card).getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split(/\d/)[0])).toEqual(['Pending', 'Paid', 'Ready for collection', 'Collected']);
  });

  it("shows the method's name, the expected days and the town and county; a pickup point with its hours", async () => {
    const api = trackApi({
      body: { ...tracked, delivery_method: 'courier', delivery_kind: 'courier_office', delivery_method_name: 'Courier to your town', delivery_county: 'KE-28', delivery_county_name: 'Mombasa', delivery_town: 'Nyali', delivery_days_min: 1, delivery_days_max: 3, pickup_point: null },
    });
    renderRoute('/track?ref=KC-000042');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Phone number or e-mail/), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    let card = await screen.findByTestId('tracked-order');
    expect(card).toHaveTextContent('DeliveryCourier to your townDelivery time1–3 daysDeliver toNyali, Mombasa');

    api.on('GET', '/api/track/', {
      body: {
        ...tracked,
        status: 'completed',
        tracking_id: null,
        delivery_method: 'pickup',
        delivery_kind: 'shop_pickup',
        delivery_method_name: 'Pick up in store',
        delivery_county: 'KE-30',
        delivery_county_name: 'Nairobi City',
        delivery_town: 'Westlands',
        delivery_days_min: 0,
        delivery_days_max: 1,
        pickup_point: { id: 2, name: 'Westlands Sarit counter', address: 'Sarit Centre, Ground Floor, Westlands', opening_hours: 'Daily 10am-7pm', phone: '+254722000222' },
        timeline: [...tracked.timeline.slice(0, 2), { status: 'completed', at: '2026-01-07T11:00:00.000Z' }],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    await waitFor(() => expect(within(screen.getByTestId('tracked-order')).getByTestId('tracked-status')).toHaveTextContent('Collected'));
    card = screen.getByTestId('tracked-order');
    expect(card).toHaveTextContent('DeliveryPick up in storeDelivery timesame or next dayCollect atWestlands Sarit counter, Sarit Centre, Ground Floor, WestlandsDaily 10am-7pm');
  });

  it('names the point a ready order waits at, with its own hours, when there is more than the one counter', async () => {
    trackApi({
      body: {
        ...tracked,
        status: 'ready_for_collection',
        tracking_id: null,
        delivery_method: 'pickup',
        delivery_kind: 'shop_pickup',
        delivery_method_name: 'Pick up in store',
        delivery_county: 'KE-30',
        delivery_county_name: 'Nairobi City',
        delivery_town: 'Westlands',
        delivery_days_min: 0,
        delivery_days_max: 1,
        pickup_point: { id: 2, name: 'Westlands Sarit counter', address: 'Sarit Centre, Ground Floor, Westlands', opening_hours: 'Daily 10am-7pm', phone: '+254722000222' },
        timeline: [...tracked.timeline.slice(0, 2), { status: 'ready_for_collection', at: '2026-01-06T08:30:00.000Z' }],
      },
    });
    renderRoute('/track?ref=KC-000042');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Phone number or e-mail/), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    const card = await screen.findByTestId('tracked-order');
    expect(within(card).getByText('Ready to collect at Westlands Sarit counter, Sarit Centre, Ground Floor, Westlands. Bring your order reference.')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Kimathi');
    expect(within(card).getByText('Daily 10am-7pm')).toBeInTheDocument();
    // The point's hours, not the shop's.
    expect(within(card).queryByText('Mon-Fri: 9:00 AM-6:00 PM')).toBeNull();
  });

  it("shows a courier's tracking number as text", async () => {
    trackApi({ body: { ...tracked, delivery_method: 'courier', tracking_id: 'G4S-88120045' } });
    renderRoute('/track');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Order reference/), 'kc-000042');
    await user.type(screen.getByLabelText(/Phone number or e-mail/), 'w@example.com');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    const card = await screen.findByTestId('tracked-order');
    expect(within(card).getByText('Tracking number')).toBeInTheDocument();
    expect(within(card).getByTestId('order-tracking-id')).toHaveTextContent('G4S-88120045');
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('asks for both fields before looking anything up', async () => {
    const api = trackApi({ body: tracked });
    renderRoute('/track');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Track order' }));
    expect(screen.getByText('Enter your order reference, e.g. KC-7K3M9QX2.')).toBeInTheDocument();
    expect(screen.getByText('Enter the phone number or e-mail you ordered with.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.pathname === '/api/track/')).toBe(false);
  });

  it('says so when no order matches, and busies the button meanwhile', async () => {
    let answer: (value: void) => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    trackApi({ status: 404, body: NOT_FOUND });
    renderRoute('/track?ref=KC-000042');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Phone number or e-mail/), '0700 000 000');
    // Hold the answer to see the button while the look-up runs.
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await held;
      return fetchBefore(...args);
    }) as typeof fetch;
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByRole('button', { name: 'Looking up your order...' })).toBeDisabled();
    answer();
    expect(await screen.findByText(NOT_FOUND.detail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Track order' })).toBeEnabled();
    expect(screen.queryByTestId('tracked-order')).toBeNull();
  });

  it('asks the shopper to wait after too many tries', async () => {
    trackApi({ status: 429, body: { detail: 'Too many tries. Please wait a minute and try again.' } });
    renderRoute('/track?ref=KC-000042');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Phone number or e-mail/), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByText('Too many tries. Please wait a minute and try again.')).toBeInTheDocument();
  });

  it('is linked from the footer', async () => {
    mockFetch();
    renderRoute('/track');
    expect(await screen.findByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/track');
  });
});

describe('order history on the profile', () => {
  it("lists a completed order's items and amounts, each item with a link to review it", async () => {
    loginAs();
    const completed = makeOrder({
      status: 'completed',
      items: [
        { id: 1, variant: { id: 11, name: 'Kiondo - Red', product_id: 7 }, sku: 'BAG-7-11-RED', quantity: 2, unit_price: 1500, subtotal: 3000 },
        { id: 2, variant: { id: null, name: 'Old Scarf', product_id: null }, sku: 'SCF-9-2', quantity: 1, unit_price: 800, subtotal: 800 },
      ],
      product_total: 3800,
      delivery_fee: 0,
      discount_code: 'KARIBU10',
      discount_amount: 380,
      total_price: 3420,
    });
    mockFetch()
      .on('GET', '/api/auth/profile/', { body: makeUser() })
      .on('GET', '/api/delivery-methods/', { body: DELIVERY_METHODS })
      .on('GET', '/api/orders/', { body: [completed, makeOrder({ id: 43, reference: 'KC-000043', status: 'paid' })], headers: { 'Content-Range': 'items 0-1/2' } });
    renderRoute('/account/profile');
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: 'Order KC-000042' });
    await user.click(within(row).getByRole('button', { name: 'Details' }));
    expect(await within(row).findByText('Kiondo - Red × 2')).toBeInTheDocument();
    for (const text of ['KSh 3,000', 'Old Scarf × 1', 'KSh 800', 'KSh 3,800', 'Free', '−KSh 380', 'Kilimani']) expect(within(row).getByText(text)).toBeInTheDocument();
    // A link per item still in the catalog, to its review form.
    expect(within(row).getAllByRole('link', { name: /^Review / }).map((link) => link.getAttribute('href'))).toEqual(['/product/7#write-review']);
    expect(within(row).getByRole('link', { name: 'Review Kiondo - Red' })).toHaveTextContent('Review');
    // An order not yet completed has nothing to review.
    const paid = screen.getByRole('listitem', { name: 'Order KC-000043' });
    await user.click(within(paid).getByRole('button', { name: 'Details' }));
    await within(paid).findByText('Kiondo - Red × 1');
    expect(within(paid).queryByRole('link', { name: /^Review / })).toBeNull();
  });

  it("shows a county order's method, days and address, a pickup order's point, and an old order's free-text address", async () => {
    loginAs();
    const courier = makeOrder({
      delivery_method: 'courier',
      delivery_kind: 'courier_office',
      delivery_method_name: 'Courier to your town',
      delivery_address: 'Links Rd, Nyali, Mombasa',
      delivery_county: 'KE-28',
      delivery_county_name: 'Mombasa',
      delivery_town: 'Nyali',
      delivery_line: 'Links Rd',
      delivery_notes: 'Blue gate',
      delivery_days_min: 1,
      delivery_days_max: 3,
      pickup_point: null,
    });
    const pickup = makeOrder({
      id: 43,
      reference: 'KC-000043',
      delivery_method: 'pickup',
      delivery_kind: 'shop_pickup',
      delivery_method_name: 'Pick up in store',
      delivery_fee: 0,
      delivery_address: 'Westlands Sarit counter, Sarit Centre, Ground Floor, Westlands',
      delivery_county: 'KE-30',
      delivery_county_name: 'Nairobi City',
      delivery_town: 'Westlands',
      delivery_days_min: 0,
      delivery_days_max: 1,
      pickup_point: { id: 2, name: 'Westlands Sarit counter', address: 'Sarit Centre, Ground Floor, Westlands', opening_hours: 'Daily 10am-7pm', phone: '+254722000222' },
    });
    const old = makeOrder({ id: 44, reference: 'KC-000044', delivery_address: 'Kilimani, Argwings Kodhek Rd, Apt 4B' });
    mockFetch()
      .on('GET', '/api/auth/profile/', { body: makeUser() })
      .on('GET', '/api/delivery-methods/', { body: DELIVERY_METHODS })
      .on('GET', '/api/orders/', { body: [courier, pickup, old], headers: { 'Content-Range': 'items 0-2/3' } });
    renderRoute('/account/profile');
    const user = userEvent.setup();
    const details = async (reference: string) => {
      const row = await screen.findByRole('listitem', { name: `Order ${reference}` });
      await user.click(within(row).getByRole('button', { name: 'Details' }));
      return within(row).findByTestId('order-delivery');
    };
    expect(await details('KC-000042')).toHaveTextContent('Delivery methodCourier to your townDelivery time1–3 daysDeliver toLinks Rd, Nyali, MombasaNotes for the riderBlue gate');
    expect(await details('KC-000043')).toHaveTextContent('Delivery methodPick up in storeDelivery timesame or next dayCollect atWestlands Sarit counter, Sarit Centre, Ground Floor, WestlandsOpening hoursDaily 10am-7pm');
    const oldDelivery = await details('KC-000044');
    await waitFor(() => expect(oldDelivery).toHaveTextContent('Delivery methodRider delivery (Nairobi)Deliver toKilimani, Argwings Kodhek Rd, Apt 4B'));
  });

  it("opens an order's tracking id and timeline", async () => {
    loginAs();
    const shipped = makeOrder({
      status: 'shipped',
      tracking_id: '+254722000111',
      history: [
        { from: null, to: 'pending', at: '2026-01-05T10:00:00.000Z', by: 'wanjiru', note: 'Order placed' },
        { from: 'pending', to: 'paid', at: '2026-01-05T10:04:00.000Z', by: 'pesapal', note: 'Paid' },
        { from: 'paid', to: 'shipped', at: '2026-01-06T08:30:00.000Z', by: 'staff', note: 'Marked shipped' },
      ],
    });
    mockFetch()
      .on('GET', '/api/auth/profile/', { body: makeUser() })
      .on('GET', '/api/orders/', { body: [shipped], headers: { 'Content-Range': 'items 0-0/1' } });
    renderRoute('/account/profile');
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: 'Order KC-000042' });
    expect(within(row).queryByRole('list')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Details' }));
    const timeline = await within(row).findByRole('list', { name: 'Timeline of order KC-000042' });
    expect(within(timeline).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Pending/),
      expect.stringMatching(/^Paid/),
      expect.stringMatching(/^Shipped/),
    ]);
    expect(within(row).getByRole('link', { name: '+254722000111' })).toHaveAttribute('href', 'tel:+254722000111');
    // Who moved it and why stay with staff.
    expect(within(row).queryByText('Marked shipped')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Hide details' }));
    await waitFor(() => expect(within(row).queryByRole('list')).toBeNull());
  });
});
