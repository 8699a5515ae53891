import { contactMatches, contactPhone, shippingTrackingId, trackingTimeline } from './tracking';

describe('shippingTrackingId', () => {
  it.each([
    ['0712 345 678', '+254712345678'],
    ['+254 712-345-678', '+254712345678'],
    ['254112345678', '+254112345678'],
    ['G4S-88120045', 'G4S-88120045'],
    ['712345678', '712345678'],
  ])('keeps %s as %s', (given, kept) => expect(shippingTrackingId(given)).toBe(kept));
});

describe('contactMatches', () => {
  const order = { clientPhone: '254712345678', clientEmail: 'Wanjiku@Example.com' };

  it.each(['0712 345 678', '712345678', ' 712 345 678 ', '254712345678', '+254 712 345 678', 'wanjiku@example.COM', ' WANJIKU@example.com '])('knows the order by %s', (contact) =>
    expect(contactMatches(order, contact)).toBe(true),
  );

  it.each(['', '0712 345 679', '0112345678', 'wanjiku@example.co', 'wanjiku', '254712345678@example.com'])('refuses %s', (contact) =>
    expect(contactMatches(order, contact)).toBe(false),
  );

  it('never matches an order without a contact to an empty one', () => {
    expect(contactMatches({ clientPhone: '', clientEmail: '' }, 'nobody@example.com')).toBe(false);
    expect(contactPhone('nobody@example.com')).toBeNull();
  });
});

describe('trackingTimeline', () => {
  it('lists each status reached, without the rows that left it as it was', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute));
    expect(
      trackingTimeline([
        { fromStatus: null, toStatus: 'pending', createdAt: at(0) },
        { fromStatus: 'pending', toStatus: 'paid', createdAt: at(1) },
        { fromStatus: 'paid', toStatus: 'refund_requested', createdAt: at(2) },
        { fromStatus: 'refund_requested', toStatus: 'refund_requested', createdAt: at(3) },
      ]),
    ).toEqual([
      { status: 'pending', at: at(0) },
      { status: 'paid', at: at(1) },
      { status: 'refund_requested', at: at(2) },
    ]);
  });
});
