// Direct calls to the shop's API: to prepare what a test needs (a customer, the live catalog)
// and to check what the browser did on the server, never in place of the screens under test.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { expect } from 'vitest';
import type { Shopper } from './storefront';

export interface Variant {
  id: number;
  sku: string;
  name: string;
  price: number;
  stock: number;
  is_active: boolean;
  attributes: Array<{ id: number; value: string; type: { id: number; name: string } }>;
}

export interface Product {
  id: number;
  name: string;
  price: number | null;
  stock: number;
  category: { id: number; name: string } | null;
  variants: Variant[];
}

export interface CartAnswer {
  items: Array<{ id: number; variant_id: number; variant_name: string; quantity: number; total_price: number }>;
  total: number;
}

/** GET or POST JSON, expecting `status`; answers the body and the Content-Range total when the list has one. */
export async function apiCall<T>(
  baseUrl: string,
  path: string,
  { method = 'GET', body, token, status = 200 }: { method?: string; body?: unknown; token?: string; status?: number } = {},
): Promise<{ body: T; total: number | null }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Token ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path} answered ${text}`).toBe(status);
  const range = response.headers.get('content-range');
  return { body: JSON.parse(text) as T, total: range ? Number(range.split('/')[1]) : null };
}

/** A page of the product list with the shop's simple-rest query (filter, sort, range). */
export function productListPath(filter: Record<string, unknown>, sort?: [string, 'ASC' | 'DESC'], range: [number, number] = [0, 99]): string {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), range: JSON.stringify(range) });
  if (sort) query.set('sort', JSON.stringify(sort));
  return `/api/products/?${query}`;
}

/** Registers a customer the way the storefront's form does, straight through the API. */
export async function registerCustomer(baseUrl: string, shopper: Shopper): Promise<void> {
  await apiCall(baseUrl, '/api/auth/register/', {
    method: 'POST',
    status: 201,
    body: {
      username: shopper.username,
      email: shopper.email,
      first_name: shopper.firstName,
      last_name: shopper.lastName,
      password: shopper.password,
    },
  });
}

export interface Order {
  id: number;
  reference: string;
  status: string;
}

/** A method offered in a county (GET /api/delivery/options/), with its fee and pickup points. */
export interface DeliveryOption {
  code: string;
  name: string;
  kind: string;
  fee: number;
  fee_discount: number;
  days_min: number;
  days_max: number;
  requires_address: boolean;
  needs_pickup_point: boolean;
  pickup_points: Array<{ id: number; name: string; address: string; town: string; opening_hours: string }>;
}

/** The methods offered in `county` (a code, 'KE-28'): for the signed-in cart with `token`. */
export async function deliveryOptions(baseUrl: string, county: string, token?: string): Promise<DeliveryOption[]> {
  return (await apiCall<DeliveryOption[]>(baseUrl, `/api/delivery/options/?county=${county}`, { token })).body;
}

/** How an order placed through the API is delivered: a method and its address; the county and the rest follow from it. */
export interface OrderDelivery {
  delivery_method: string;
  delivery_address: string | null;
  delivery_county?: string;
  delivery_town?: string;
  pickup_point_id?: number;
}

/**
 * The checkout's delivery fields (issue 30): a county where the method is offered (Nairobi City, or Kiambu
 * for the courier, which does not serve Nairobi), a town when an address is given, and a pickup method's
 * first point.
 */
export async function deliveryFields(baseUrl: string, delivery: OrderDelivery, token: string): Promise<OrderDelivery> {
  const county = delivery.delivery_county ?? (delivery.delivery_method === 'courier' ? 'KE-13' : 'KE-30');
  const fields: OrderDelivery = { delivery_county: county, ...delivery };
  if (delivery.delivery_address && !delivery.delivery_town) fields.delivery_town = county === 'KE-13' ? 'Ruaka' : 'Nairobi';
  if (delivery.pickup_point_id === undefined) {
    const method = (await deliveryOptions(baseUrl, county, token)).find((option) => option.code === delivery.delivery_method);
    if (method?.needs_pickup_point) fields.pickup_point_id = method.pickup_points[0].id;
  }
  return fields;
}

/**
 * A new customer's pending order (pickup unless `delivery` says otherwise, one unit of the cheapest
 * product in stock, answered as `product`), placed through the API.
 */
export async function placeOrder(
  baseUrl: string,
  shopper: Shopper,
  delivery: OrderDelivery = { delivery_method: 'pickup', delivery_address: null },
): Promise<{ order: Order; token: string; product: Product }> {
  await registerCustomer(baseUrl, shopper);
  const { body: login } = await apiCall<{ token: string }>(baseUrl, '/api/auth/login/', {
    method: 'POST',
    body: { username: shopper.username, password: shopper.password },
  });
  const { body: found } = await apiCall<Product[]>(baseUrl, productListPath({ stock: 'in' }, ['price', 'ASC'], [0, 0]));
  const variant = found[0].variants.find((candidate) => candidate.stock > 0)!;
  await apiCall(baseUrl, '/api/cart/add/', { method: 'POST', token: login.token, body: { variant_id: variant.id, quantity: 1 } });
  const { body: order } = await apiCall<Order>(baseUrl, '/api/checkout/', {
    method: 'POST',
    status: 201,
    token: login.token,
    body: {
      client_name: `${shopper.firstName} ${shopper.lastName}`,
      client_email: shopper.email,
      client_phone: '0712 345 678',
      ...(await deliveryFields(baseUrl, delivery, login.token)),
    },
  });
  return { order, token: login.token, product: found[0] };
}

/** Logs the seeded staff member in through the API; answers the token. */
export async function staffToken(baseUrl: string): Promise<string> {
  const { body } = await apiCall<{ token: string }>(baseUrl, '/api/auth/login/', { method: 'POST', body: { username: 'admin', password: 'admin12345' } });
  return body.token;
}

/**
 * The link of the newest password reset e-mail to `email`. The shop under test runs without SMTP, and the
 * outbox keeps a reset's link hidden from staff (SECURITY.md), so the link is read where a developer finds
 * it: the development server's log, which prints each e-mail kept in the outbox with its secrets.
 */
export async function resetLinkFor(email: string): Promise<string> {
  const log = path.resolve(import.meta.dirname, '..', 'artifacts', 'server.log');
  const linkIn = (text: string) => {
    const announced = text.lastIndexOf(`to ${email}, kept in the outbox (development):`);
    return announced < 0 ? undefined : /https?:\/\/\S+\/account\/reset-password\?token=[\w-]+/.exec(text.slice(announced))?.[0];
  };
  // The reset is opened after the answer has gone: the e-mail is logged a moment later.
  await expect.poll(() => linkIn(fs.readFileSync(log, 'utf8')), { message: `a reset e-mail to ${email} in the server log`, timeout: 10_000 }).toBeTruthy();
  return linkIn(fs.readFileSync(log, 'utf8'))!;
}

/** A discount code staff set up through the API (a fresh code per run unless `code` is given); answers it. */
export async function createDiscountCode(
  baseUrl: string,
  fields: { type: 'percent' | 'fixed' | 'free_delivery'; value?: number; code?: string; usage_limit?: number | null },
): Promise<{ id: number; code: string; times_used: number }> {
  const code = fields.code ?? `E2E${Date.now().toString(36).toUpperCase()}`;
  const { body } = await apiCall<{ id: number; code: string; times_used: number }>(baseUrl, '/api/discount-codes/', {
    method: 'POST',
    status: 201,
    token: await staffToken(baseUrl),
    body: { ...fields, code },
  });
  return body;
}
