// The shapes of Safaricom's Daraja M-Pesa Express API (DARAJA.md), as it sends and takes them.

export interface DarajaTokenAnswer {
  access_token?: string;
  /** Seconds, sent as a string or a number. */
  expires_in?: string | number;
}

export interface StkPushBody {
  BusinessShortCode: string;
  Password: string;
  Timestamp: string;
  TransactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  Amount: number;
  PartyA: number;
  PartyB: number;
  PhoneNumber: number;
  CallBackURL: string;
  AccountReference: string;
  TransactionDesc: string;
}

export interface StkPushAnswer {
  MerchantRequestID?: string;
  CheckoutRequestID?: string;
  ResponseCode?: string;
  ResponseDescription?: string;
  CustomerMessage?: string;
}

export interface StkQueryAnswer {
  ResponseCode?: string;
  ResponseDescription?: string;
  MerchantRequestID?: string;
  CheckoutRequestID?: string;
  ResultCode?: string | number;
  ResultDesc?: string;
}

/** Any refusal: `{"requestId": …, "errorCode": "400.002.02", "errorMessage": …}`. */
export interface DarajaRefusal {
  requestId?: string;
  errorCode?: string;
  errorMessage?: string;
}

/** The callback Safaricom POSTs once, unsigned: ResultCode is a number here, metadata only on success. */
export interface StkCallbackBody {
  Body?: {
    stkCallback?: {
      MerchantRequestID?: string;
      CheckoutRequestID?: string;
      ResultCode?: number | string;
      ResultDesc?: string;
      CallbackMetadata?: { Item?: Array<{ Name?: string; Value?: string | number }> };
    };
  };
}
