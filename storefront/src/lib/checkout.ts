// Checkout form rules (SPEC.md section 5), kept out of the page so they are testable.
import { ApiError, NetworkError, type CheckoutPayload } from '@shop/api-client';
import type { DeliveryOption } from '../api/delivery';

export interface CheckoutForm {
  name: string;
  email: string;
  phone: string;
  /** The county's code ('KE-28'). */
  county: string;
  town: string;
  /** Street, building or landmark. */
  address: string;
  notes: string;
  deliveryMethod: string;
  /** The chosen pickup point's id, as the radio keeps it ('' when none). */
  pickupPoint: string;
  /** "Send my order updates on WhatsApp" ticked: the body says so; unticked says nothing (the API never takes it as a withdrawal). */
  whatsappUpdates?: boolean;
}

/** The body's fields the form shows: each refusal names one, so the page can show it beside that field. */
export type CheckoutField = keyof CheckoutPayload;

export type CheckoutCheck = { ok: true; payload: CheckoutPayload } | { ok: false; error: string; field?: CheckoutField };

/** Most characters of the notes for the rider (the API's bound). */
export const NOTES_MAX = 300;

/** Checks in the order the page asks: county, delivery method, town and street (a method that needs them), pickup point, phone. */
export function validateCheckout(
  form: CheckoutForm,
  options: DeliveryOption[],
  ready: { loggedIn: boolean; cartLoaded: boolean },
): CheckoutCheck {
  if (!ready.loggedIn || !ready.cartLoaded) return { ok: false, error: 'checkout.errors.loginRequired' };
  if (!form.county) return { ok: false, error: 'checkout.errors.county', field: 'delivery_county' };
  const method = options.find((m) => m.code === form.deliveryMethod);
  if (!method) return { ok: false, error: 'checkout.errors.chooseDelivery', field: 'delivery_method' };
  const town = form.town.trim();
  const address = form.address.trim();
  if (method.requires_address && !town) return { ok: false, error: 'checkout.errors.town', field: 'delivery_town' };
  if (method.requires_address && !address) return { ok: false, error: 'checkout.errors.address', field: 'delivery_address' };
  const point = method.needs_pickup_point ? method.pickup_points.find((p) => String(p.id) === form.pickupPoint) : undefined;
  if (method.needs_pickup_point && !point) return { ok: false, error: 'checkout.errors.pickupPoint', field: 'pickup_point_id' };
  const notes = form.notes.trim();
  if (notes.length > NOTES_MAX) return { ok: false, error: 'checkout.errors.notes', field: 'delivery_notes' };
  const phone = form.phone.trim();
  if (!phone) return { ok: false, error: 'checkout.errors.phone', field: 'client_phone' };
  return {
    ok: true,
    payload: {
      client_name: form.name.trim(),
      client_email: form.email.trim(),
      client_phone: phone,
      delivery_method: method.code,
      delivery_county: form.county,
      delivery_town: method.requires_address ? town : null,
      delivery_address: method.requires_address ? address : null,
      delivery_notes: method.requires_address && notes ? notes : null,
      pickup_point_id: point ? point.id : null,
      ...(form.whatsappUpdates ? { whatsapp_updates: true } : {}),
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
