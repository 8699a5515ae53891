/** Pesapal API 3.0 shapes (work/shared/PESAPAL.md), as the client sends and reads them. */
export interface PesapalError {
  error_type: string | null;
  code: string | null;
  message: string | null;
  call_back_url?: string | null;
}

export interface TokenResponse {
  token?: string;
  expiryDate?: string;
  error: PesapalError | null;
  status: string;
  message?: string;
}

export interface IpnRegistration {
  url: string;
  created_date: string;
  ipn_id: string;
  notification_type?: number;
  ipn_notification_type_description?: string;
  ipn_status?: number;
  ipn_status_decription?: string;
  error: PesapalError | null;
  status: string;
}

export interface BillingAddress {
  email_address?: string;
  phone_number?: string;
  country_code?: string;
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  line_1?: string;
  line_2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  zip_code?: string;
}

export interface SubmitOrderRequest {
  id: string;
  currency: string;
  amount: number;
  description: string;
  callback_url: string;
  notification_id: string;
  cancellation_url?: string;
  redirect_mode?: 'TOP_WINDOW' | 'PARENT_WINDOW';
  branch?: string;
  billing_address: BillingAddress;
}

export interface SubmitOrderResponse {
  order_tracking_id?: string;
  merchant_reference?: string;
  redirect_url?: string;
  error: PesapalError | null;
  status: string;
}

/** status_code: 0 INVALID / not yet paid (ask again later), 1 COMPLETED, 2 FAILED, 3 REVERSED. */
export interface TransactionStatus {
  payment_method: string;
  amount: number;
  created_date: string;
  confirmation_code: string;
  payment_status_description: string;
  description: string;
  message: string;
  payment_account: string;
  call_back_url: string;
  status_code: number;
  merchant_reference: string;
  order_tracking_id?: string;
  payment_status_code: string;
  currency: string;
  error: PesapalError | null;
  status: string;
}

/** The notification Pesapal sends to the IPN URL (query string for GET, JSON body for POST). */
export interface IpnNotification {
  OrderTrackingId: string;
  OrderMerchantReference: string;
  OrderNotificationType: string;
}

/** RefundRequest: `amount` at most what was paid (mobile money: all of it); `username` is who asked. */
export interface RefundRequest {
  confirmation_code: string;
  amount: number;
  username: string;
  remarks: string;
}

/** CancelOrder and RefundRequest answer `{"status": "200", "message": …}`; "500" is a refusal. */
export interface PesapalAnswer {
  status: string;
  message?: string;
  error?: PesapalError | null;
}
