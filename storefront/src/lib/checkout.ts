// Checkout form rules (SPEC.md section 5), kept out of the page so they are testable.
import { ApiError, NetworkError, type CheckoutPayload, type DeliveryMethod } from '@shop/api-client';

export interface CheckoutForm {
  name: string;
  email: string;
  phone: string;
  deliveryMethod: string;
  address: string;
}

/** A refusal (a key of checkout.errors) names the payload field it concerns, so the page can show it beside that field. */
export type CheckoutCheck =
  | { ok: true; payload: CheckoutPayload }
  | { ok: false; error: string; field?: keyof CheckoutPayload };

export function validateCheckout(
  form: CheckoutForm,
  methods: DeliveryMethod[],
  ready: { loggedIn: boolean; cartLoaded: boolean },
): CheckoutCheck {
  if (!ready.loggedIn || !ready.cartLoaded) return { ok: false, error: 'checkout.errors.loginRequired' };
  const method = methods.find((m) => m.code === form.deliveryMethod);
  if (!method) return { ok: false, error: 'checkout.errors.chooseDelivery', field: 'delivery_method' };
  const address = form.address.trim();
  if (method.requires_address && !address) return { ok: false, error: 'checkout.errors.address', field: 'delivery_address' };
  const phone = form.phone.trim();
  if (!phone) return { ok: false, error: 'checkout.errors.phone', field: 'client_phone' };
  return {
    ok: true,
    payload: {
      client_name: form.name.trim(),
      client_email: form.email.trim(),
      client_phone: phone,
      delivery_method: method.code,
      delivery_address: method.requires_address ? address : null,
    },
  };
}

/** A new Idempotency-Key for one checkout attempt (getRandomValues works on plain http too, unlike randomUUID). */
export function newAttemptKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** No answer came, or a gateway's instead of the shop's: the order may have been placed, and only a retry with the same key can tell. */
export const answerLost = (err: unknown): boolean => err instanceof NetworkError || (err instanceof ApiError && [502, 503, 504].includes(err.status));

/**
 * Sends one checkout attempt, again after a lost answer (up to `tries` sends, waiting a little longer each
 * time). The caller sends the same Idempotency-Key every time, so a retry answers the order the first send
 * placed, never a second one.
 */
export async function sendWithRetries<T>(send: () => Promise<T>, tries = 3, pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 400 * attempt))): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (err) {
      if (attempt >= tries || !answerLost(err)) throw err;
      await pause(attempt);
    }
  }
}
