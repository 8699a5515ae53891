import { refundRefusal, refundTerms, RefundableOrder } from './refund-rules';

describe('refund rules', () => {
  const mpesa: RefundableOrder = { status: 'paid', paymentStatus: 'COMPLETED', paymentMethod: 'MpesaKE', paymentAmount: 290000, paymentCurrency: 'KES', totalPrice: 290000 };
  const card: RefundableOrder = { ...mpesa, paymentMethod: 'Visa' };

  it('refunds completed payments only', () => {
    expect(refundTerms({ ...mpesa, paymentStatus: 'PENDING' }, [])).toBe('Only a completed payment can be refunded.');
    expect(refundTerms({ ...mpesa, paymentStatus: 'REVERSED' }, [])).toBe('Only a completed payment can be refunded.');
    expect(refundTerms({ ...mpesa, status: 'pending' }, [])).toBe('An order that is pending cannot be refunded.');
  });

  it('refunds at most the amount paid, mobile money in full only', () => {
    expect(refundRefusal(card, [], 290001)).toBe('At most KSh 2,900 can be refunded: the amount paid.');
    expect(refundRefusal(card, [], 100000)).toBeNull();
    expect(refundRefusal(mpesa, [], 100000)).toBe('Mobile money payments can only be refunded in full (KSh 2,900).');
    expect(refundRefusal(mpesa, [], 290000)).toBeNull();
    expect(refundRefusal({ ...mpesa, paymentMethod: null }, [], 100000)).toMatch(/in full/);
  });

  it('measures against what was received, for a payment under review', () => {
    const review = { ...card, status: 'payment_review' as const, paymentAmount: 289900 };
    expect(refundTerms(review, [])).toEqual({ maxCents: 289900, fullOnly: false, resend: false });
    expect(refundRefusal(review, [], 290000)).toMatch(/At most KSh 2,899/);
    expect(refundRefusal({ ...review, paymentCurrency: 'USD', paymentAmount: 1500 }, [], 2000)).toBe('At most USD 15 can be refunded: the amount paid.');
  });

  it('allows one refund per payment; a refused request does not count, an unanswered one may be sent again', () => {
    expect(refundTerms({ ...mpesa, status: 'refund_requested' }, ['accepted'])).toMatch(/one refund per payment/);
    expect(refundTerms(mpesa, ['sent'])).toMatch(/one refund per payment/);
    expect(refundTerms(mpesa, ['refused'])).toMatchObject({ maxCents: 290000, resend: false });
    expect(refundTerms({ ...mpesa, status: 'refund_requested' }, ['unanswered'])).toMatchObject({ resend: true });
    expect(refundTerms({ ...mpesa, status: 'refund_due' }, [])).toMatchObject({ fullOnly: true });
  });
});
