// Delivery as the owner sets it (issue 30): the counties, the methods offered in one with their fees and
// days, their pickup points, and a signed-in customer's address book. The shapes are the API contract's;
// written here until the generated client names them, then they become aliases of its schemas.
import { call } from '@shop/api-client';
import { shop } from './client';

export interface County {
  id: string;
  /** ISO 3166-2:KE, 'KE-30'. */
  code: string;
  name: string;
}

export interface PickupPoint {
  id: number;
  name: string;
  county?: string;
  county_name?: string;
  town: string;
  address: string;
  opening_hours: string;
  phone: string;
}

export type DeliveryKind = 'shop_pickup' | 'agent_pickup' | 'door' | 'courier_office';

/** One method offered in a county, its fee (KSh) for these goods and what the cart's code takes off it. */
export interface DeliveryOption {
  code: string;
  name: string;
  description: string;
  note: string | null;
  kind: DeliveryKind;
  fee: number;
  fee_discount: number;
  free_over: number | null;
  days_min: number;
  days_max: number;
  requires_address: boolean;
  needs_pickup_point: boolean;
  zone: string;
  pickup_points: PickupPoint[];
}

export interface SavedAddress {
  id: number;
  label: string | null;
  county_code: string;
  county_name: string;
  town: string;
  line: string;
  notes: string | null;
  is_default: boolean;
}

export type AddressPayload = Omit<SavedAddress, 'id' | 'county_name' | 'is_default'> & { is_default?: boolean };

/** What a guest's cart weighs and costs, so the quote is for it; a signed-in customer's is the server cart's. */
export interface QuoteFor {
  weight_grams: number;
  goods_total: number;
}

// The contract's new routes, not yet in the generated client's paths: reached through the same client
// (token, language, errors) with loose types until it is regenerated.
type Loose = {
  GET: (path: string, init?: { params?: { query?: Record<string, unknown> }; signal?: AbortSignal }) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  POST: (path: string, init: { body: unknown }) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
};
const loose = shop as unknown as Loose;
const answer = <T>(request: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<T> =>
  call(request as unknown as Parameters<typeof call>[0]) as Promise<T>;

export const deliveryApi = {
  counties: (signal?: AbortSignal) => answer<County[]>(loose.GET('/api/counties/', { signal })),
  /** The methods offered in `county`; a 404 names a county no method serves ("We do not deliver to … yet."). */
  options: (county: string, quote: QuoteFor | null, signal?: AbortSignal) =>
    answer<DeliveryOption[]>(loose.GET('/api/delivery/options/', { params: { query: { county, ...(quote ?? {}) } }, signal })),
  addresses: (signal?: AbortSignal) => answer<SavedAddress[]>(loose.GET('/api/addresses/', { signal })),
  saveAddress: (address: AddressPayload) => answer<SavedAddress>(loose.POST('/api/addresses/', { body: address })),
};

/**
 * Where and how an order goes, as order views (and the tracking view) answer it since issue 30. Old orders
 * have no county (null): their free-text delivery_address is what there is.
 */
export interface OrderDeliveryFacts {
  delivery_county?: string | null;
  delivery_county_name?: string | null;
  delivery_town?: string | null;
  delivery_line?: string | null;
  delivery_notes?: string | null;
  delivery_method_name?: string | null;
  delivery_kind?: DeliveryKind | null;
  delivery_days_min?: number | null;
  delivery_days_max?: number | null;
  pickup_point?: { id: number; name: string; address: string; opening_hours: string; phone: string } | null;
}

/** Whether an order is collected at the shop's own counter (completed means collected): by its kind, or an old order's code. */
export const collectedAtShop = (order: { delivery_method: string; delivery_kind?: DeliveryKind | null }): boolean =>
  order.delivery_kind ? order.delivery_kind === 'shop_pickup' : order.delivery_method === 'pickup';
