// Checkout form rules (SPEC.md section 5), kept out of the page so they are testable.
import type { CheckoutPayload, DeliveryMethod } from '@shop/api-client';

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
