import { randomUUID } from 'node:crypto';
import { darajaPassword } from '../daraja.client';
import { DarajaRefusal, StkCallbackBody, StkPushAnswer, StkQueryAnswer } from '../daraja.types';

// Daraja's side of M-Pesa Express (DARAJA.md), as its stand-ins answer it: the built-in one at /mpesa-sandbox and the tests'.

/** A prompt as a stand-in keeps it; `resultCode` is null while the shopper has not answered. */
export interface PromptRecord {
  checkoutRequestId: string;
  merchantRequestId: string;
  /** Whole shillings. */
  amount: number;
  phone: number | string;
  resultCode: number | null;
  resultDesc: string | null;
}

/** What a stand-in answers: Daraja's HTTP status and JSON body. */
export interface DarajaAnswer {
  status: number;
  body: object;
}

export const refusal = (status: number, errorCode: string, errorMessage: string): DarajaAnswer => ({
  status,
  body: { requestId: randomUUID(), errorCode, errorMessage } satisfies DarajaRefusal,
});

const badRequest = (field: string): DarajaAnswer => refusal(400, '400.002.02', `Bad Request - Invalid ${field}`);
export const invalidToken = (): DarajaAnswer => refusal(401, '404.001.03', 'Invalid Access Token');
/** A query of a prompt the shopper has not answered yet: pending, not failed. */
const stillProcessing = (): DarajaAnswer => refusal(500, '500.001.1001', 'The transaction is being processed');

/** The refusal of a token request (GET /oauth/v1/generate) with another grant type or other Basic credentials, else null. */
export function tokenRefusal(grantType: unknown, authorization: string | undefined, key: string, secret: string): DarajaAnswer | null {
  if (grantType !== 'client_credentials') return refusal(400, '400.008.02', 'Invalid grant type passed');
  if (authorization !== `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`) return refusal(400, '400.008.01', 'Invalid Authentication passed');
  return null;
}

/** The refusal Daraja gives a stkpush or query sent without JSON's content type or with the wrong shortcode or Password, else null. */
export function requestRefusal(contentType: string | undefined, body: Record<string, unknown>, shortcode: string, passkey: string): DarajaAnswer | null {
  // Daraja's own words for a body it could not read.
  if (!contentType?.startsWith('application/json')) return badRequest('BusinessShortCode');
  if (String(body.BusinessShortCode) !== shortcode) return badRequest('BusinessShortCode');
  if (body.Password !== darajaPassword(shortcode, passkey, String(body.Timestamp))) return badRequest('Password');
  return null;
}

/** The refusal Daraja gives a stkpush body that breaks its field rules (DARAJA.md's table), else null. */
export function stkPushRefusal(body: Record<string, unknown>): DarajaAnswer | null {
  const { Amount: amount, PhoneNumber: phone } = body;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > 250_000) return badRequest('Amount');
  if (!/^254[17]\d{8}$/.test(String(phone)) || String(body.PartyA) !== String(phone)) return badRequest('PhoneNumber');
  if (typeof body.CallBackURL !== 'string' || !/^https?:\/\/\S+$/.test(body.CallBackURL)) return badRequest('CallBackURL');
  if (typeof body.AccountReference !== 'string' || !body.AccountReference || body.AccountReference.length > 12) return badRequest('AccountReference');
  return null;
}

export const stkPushAccepted = (prompt: PromptRecord): StkPushAnswer => ({
  MerchantRequestID: prompt.merchantRequestId,
  CheckoutRequestID: prompt.checkoutRequestId,
  ResponseCode: '0',
  ResponseDescription: 'Success. Request accepted for processing',
  CustomerMessage: 'Success. Request accepted for processing',
});

/** The query's answer about `prompt` (null: none by that CheckoutRequestID): pending until the shopper answers, then the result (codes as strings here). */
export function queryAnswer(prompt: PromptRecord | null): DarajaAnswer {
  if (!prompt) return badRequest('CheckoutRequestID');
  if (prompt.resultCode === null) return stillProcessing();
  const body: StkQueryAnswer = {
    ResponseCode: '0',
    ResponseDescription: 'The service request has been accepted successsfully',
    MerchantRequestID: prompt.merchantRequestId,
    CheckoutRequestID: prompt.checkoutRequestId,
    ResultCode: String(prompt.resultCode),
    ResultDesc: prompt.resultDesc ?? '',
  };
  return { status: 200, body };
}

/** What a paid prompt's callback reports besides the prompt itself; TransactionDate is Nairobi's YYYYMMDDHHmmss. */
export interface PaidDetails {
  receipt: string;
  transactionDate: string;
  /** Shillings paid, when a test makes it differ from the prompt's amount. */
  amount?: number;
}

/** Safaricom's callback of an answered prompt (ResultCode a number here); the metadata only on success. */
export function stkCallbackBody(prompt: PromptRecord, paid: PaidDetails): StkCallbackBody {
  const resultCode = prompt.resultCode ?? 0;
  const items = [
    { Name: 'Amount', Value: paid.amount ?? prompt.amount },
    { Name: 'MpesaReceiptNumber', Value: paid.receipt },
    { Name: 'Balance' },
    { Name: 'TransactionDate', Value: Number(paid.transactionDate) },
    { Name: 'PhoneNumber', Value: Number(prompt.phone) },
  ];
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: prompt.merchantRequestId,
        CheckoutRequestID: prompt.checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc: prompt.resultDesc ?? '',
        ...(resultCode === 0 ? { CallbackMetadata: { Item: items } } : {}),
      },
    },
  };
}
