import { maskPhone, mpesaReceipt, outcomeOf } from './sandbox-results';

describe('sandbox payment results', () => {
  it('issues M-Pesa style receipts', () => {
    for (let i = 0; i < 20; i++) expect(mpesaReceipt()).toMatch(/^[A-Z][A-Z0-9]{9}$/);
  });

  it('masks the paying phone and card like Pesapal', () => {
    expect(maskPhone('254712318241')).toBe('2547xxx18241');
    expect(outcomeOf('card', '').paymentAccount).toBe('476173**0010');
    expect(outcomeOf('card', '').confirmationCode).toMatch(/^\d{22}$/);
  });

  it('completes M-Pesa and card payments and fails a declined one', () => {
    expect(outcomeOf('mpesa', '254712318241')).toMatchObject({ statusCode: 1, paymentMethod: 'MpesaKE', paymentAccount: '2547xxx18241' });
    expect(outcomeOf('card', '')).toMatchObject({ statusCode: 1, paymentMethod: 'Visa' });
    expect(outcomeOf('decline', '254712318241')).toEqual({ statusCode: 2, paymentMethod: '', confirmationCode: '', paymentAccount: '' });
  });
});
