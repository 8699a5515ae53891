import { darajaPassword } from '../daraja.client';
import { PromptRecord, queryAnswer, requestRefusal, stkCallbackBody, stkPushRefusal, tokenRefusal } from './daraja-contract';

const prompt: PromptRecord = { checkoutRequestId: 'ws_CO_1', merchantRequestId: 'm-1', amount: 1700, phone: '254712345678', resultCode: null, resultDesc: null };
const push = { Amount: 1700, PartyA: 254712345678, PhoneNumber: 254712345678, CallBackURL: 'https://shop.example/cb/', AccountReference: 'KC123' };
const errorOf = (answer: { body: object } | null) => answer && (answer.body as { errorCode: string; errorMessage: string });

describe("Daraja's side of M-Pesa Express", () => {
  it('refuses tokens for another grant type or other keys', () => {
    const basic = `Basic ${Buffer.from('key:secret').toString('base64')}`;
    expect(tokenRefusal('client_credentials', basic, 'key', 'secret')).toBeNull();
    expect(errorOf(tokenRefusal('password', basic, 'key', 'secret'))?.errorCode).toBe('400.008.02');
    expect(errorOf(tokenRefusal('client_credentials', 'Basic eA==', 'key', 'secret'))?.errorCode).toBe('400.008.01');
  });

  it('refuses a body without JSON, with another shortcode or a Password of another passkey or time', () => {
    const body = { BusinessShortCode: '174379', Password: darajaPassword('174379', 'pass', '20261129102115'), Timestamp: '20261129102115' };
    expect(requestRefusal('application/json; charset=utf-8', body, '174379', 'pass')).toBeNull();
    expect(requestRefusal('text/plain', body, '174379', 'pass')?.status).toBe(400);
    expect(errorOf(requestRefusal('application/json', { ...body, BusinessShortCode: 600000 }, '174379', 'pass'))?.errorMessage).toBe('Bad Request - Invalid BusinessShortCode');
    expect(errorOf(requestRefusal('application/json', { ...body, Timestamp: '20261129102116' }, '174379', 'pass'))?.errorMessage).toBe('Bad Request - Invalid Password');
  });

  it.each([
    [{ Amount: 1700.5 }, 'Amount'],
    [{ Amount: 0 }, 'Amount'],
    [{ Amount: 250_001 }, 'Amount'],
    [{ PhoneNumber: 254212345678, PartyA: 254212345678 }, 'PhoneNumber'],
    [{ PartyA: 254799999999 }, 'PhoneNumber'],
    [{ CallBackURL: 'https://shop.example/a b' }, 'CallBackURL'],
    [{ AccountReference: 'KC1234567890X' }, 'AccountReference'],
  ])('refuses a stkpush with %j: Invalid %s', (change, field) => {
    expect(stkPushRefusal(push)).toBeNull();
    expect(errorOf(stkPushRefusal({ ...push, ...change }))).toMatchObject({ errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${field}` });
  });

  it('answers a query pending until the prompt is answered, then its result as strings', () => {
    expect(queryAnswer(null).status).toBe(400);
    expect(queryAnswer(prompt)).toMatchObject({ status: 500, body: { errorCode: '500.001.1001' } });
    expect(queryAnswer({ ...prompt, resultCode: 1032, resultDesc: 'Request cancelled by user' })).toMatchObject({ status: 200, body: { ResultCode: '1032', ResultDesc: 'Request cancelled by user', ResponseCode: '0' } });
  });

  it("sends the callback's metadata on success only, its numbers as numbers", () => {
    const paid = stkCallbackBody({ ...prompt, resultCode: 0, resultDesc: 'ok' }, { receipt: 'SKB7RT61SV', transactionDate: '20261129102115' });
    expect(paid.Body?.stkCallback).toEqual({
      MerchantRequestID: 'm-1',
      CheckoutRequestID: 'ws_CO_1',
      ResultCode: 0,
      ResultDesc: 'ok',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1700 },
          { Name: 'MpesaReceiptNumber', Value: 'SKB7RT61SV' },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20261129102115 },
          { Name: 'PhoneNumber', Value: 254712345678 },
        ],
      },
    });
    const cancelled = stkCallbackBody({ ...prompt, resultCode: 1032, resultDesc: 'Request cancelled by user' }, { receipt: '', transactionDate: '20261129102115' });
    expect(cancelled.Body?.stkCallback).not.toHaveProperty('CallbackMetadata');
  });
});
